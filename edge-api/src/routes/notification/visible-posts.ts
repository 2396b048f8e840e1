// Which notifications a reader may still see: the ones whose post they may still read. The forum owns
// that rule (db/queries/forum-notifications.ts): a restricted board admits only its list, a deleted post
// is gone.
import type { Db } from '#db/client.ts';
import { forumNotificationVisibility } from '#db/queries/forum-notifications.ts';
import type { ForumReader } from '#db/queries/forum-visibility.ts';
import type { RefVisibility } from '#db/queries/notification.ts';
import type { Auth } from '../../lib/session.ts';
import { readerOfAuth } from '../forum/forum-reader.ts';

export function visiblePostsFor(db: Db, reader: Auth): RefVisibility {
  return forumNotificationVisibility(db, readerOfAuth(reader) as NonNullable<ForumReader>);
}
