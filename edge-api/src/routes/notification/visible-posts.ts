// Which notifications the bell's reader may still see (db/queries/notification-visibility.ts).
import type { Db } from '#db/client.ts';
import type { ForumReader } from '#db/queries/forum-visibility.ts';
import { visibleRefsOf } from '#db/queries/notification-visibility.ts';
import type { RefVisibility } from '#db/queries/notification.ts';
import { readerOfAuth } from '../../lib/reader.ts';
import type { Auth } from '../../lib/session.ts';

export function visiblePostsFor(db: Db, reader: Auth): RefVisibility {
  return visibleRefsOf(db, readerOfAuth(reader) as NonNullable<ForumReader>);
}
