// The hold on island forms submitted before their island is live (island-forms.ts), as an inline script of its own:
// BaseLayout.astro writes it only into pages with an island (decision 065), so a page without one, a list or an
// article, carries none of it in its first round trip. site/page-starter.ts bundles it alone, like the starter.
import { holdIslandFormsUntilLive } from './island-forms.ts';

holdIslandFormsUntilLive();
