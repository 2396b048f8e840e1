// Which notifications a reader may still see: the ones whose post they may still read. The forum owns
// that rule (a restricted board admits only its list of members; a deleted post is gone), so it
// supplies the condition here, over the notification's `ref_obj_id` column, e.g.
//   (ref) => sql`exists (select 1 from forum_post p where p.id = ${ref} and <the reader may read p>)`
// Until the forum's tables exist, every notification's post counts as readable.
import type { RefVisibility } from '#db/queries/notification.ts';
import type { Auth } from '../../lib/session.ts';

export function visiblePostsFor(_reader: Auth): RefVisibility | undefined {
  return undefined;
}
