// The page's one script the browser runs as it parses (BaseLayout.astro puts it inline at the end of the body;
// site/page-starter.ts bundles it on its own, so it shares no file with the page's other scripts). It draws the
// member this browser remembers in the header before the first paint, holds a form submitted before its island is
// live, and starts what waits in an AfterPaint template once the page has painted (decision 061).
import { startAfterPaint } from './after-paint.ts';
import { drawRememberedMember } from './header-user.ts';
import { holdIslandFormsUntilLive } from './island-forms.ts';

drawRememberedMember();
holdIslandFormsUntilLive();
startAfterPaint();
