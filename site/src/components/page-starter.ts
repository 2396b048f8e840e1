// The page's one script the browser runs as it parses (BaseLayout.astro puts it inline at the end of the body;
// site/page-starter.ts bundles it on its own, so it shares no file with the page's other scripts). It draws the
// member this browser remembers in the header before the first paint and starts what waits in an AfterPaint template
// once the page has painted (decision 061). A page with an island also gets island-forms-starter.ts, which holds a form
// submitted before its island is live (decision 065).
import { startAfterPaint } from './after-paint.ts';
import { drawRememberedMember } from './header-user.ts';

drawRememberedMember();
startAfterPaint();
