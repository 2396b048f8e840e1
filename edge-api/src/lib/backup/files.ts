// Reading and copying the files of a backup with their SHA-256 checksums, as streams: an upload may be
// as large as ATTACHMENT_MAX_FILE_SIZE allows, and the database copy larger still.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type Checksum = { bytes: number; sha256: string };

export async function checksumOf(path: string): Promise<Checksum> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/**
 * Copies a file, its folders made as needed and its bytes on the disk before it answers; the checksum is
 * of the bytes read. A file that is not there fails (ENOENT) before anything is written at `to`.
 */
export async function copyWithChecksum(from: string, to: string): Promise<Checksum> {
  const input = await open(from);
  try {
    await mkdir(dirname(to), { recursive: true });
    const hash = createHash('sha256');
    let bytes = 0;
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    await pipeline(input.createReadStream(), hashing, createWriteStream(to, { flush: true }));
    return { bytes, sha256: hash.digest('hex') };
  } finally {
    await input.close();
  }
}
