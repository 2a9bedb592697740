import { z } from 'zod';

/**
 * Result-sheet photos: the limits the server enforces and the web checks
 * before sending, and the texts both show.
 */
export const photoLimits = {
  /** Photos per fixture or tournament (2 in the reference configuration). */
  maxPerEntity: 2,
  /** Uploads are resized on the server to at most this height. */
  maxHeight: 1500,
  /** The product's own limit on an upload before resizing. */
  maxUploadBytes: 10 * 1024 * 1024,
  /** Smaller uploads are refused as empty (under 1 KB). */
  minUploadBytes: 1024,
  /** The height the client asks for thumbnails. */
  thumbnailHeight: 50,
} as const;

/** What the photo routes answer plus the product's own refusals. */
export const photoMessages = {
  added: 'Photo added',
  deleted: 'Photo deleted',
  featureDisabled: 'Feature disabled',
  empty: 'File is empty',
  maxCount: (count: number) => `No more photos can be added to this entity, maximum photo count reached: ${count}`,
  notFound: 'Not found',
  onlyOwn: 'You can only delete your own photos',
  tooBig: 'The photo is too big: the limit is 10 MB',
  notAnImage: 'The file is not an image',
  gameNotFound: 'Game not found',
} as const;

/** The address of a photo, or of it scaled to `height` pixels high. */
export const photoUrl = (id: string, height?: number) =>
  `/api/Photo/${encodeURIComponent(id)}${height ? `/${height}` : ''}`;

/** The upload form of a result-sheet photo, field names in any case. */
export const photoUploadForm = z.object({
  Photo: z
    .string()
    .describe(
      `The image file, at most ${photoLimits.maxUploadBytes / 1024 / 1024} MB; ` +
        `it is scaled down to at most ${photoLimits.maxHeight} pixels high.`,
    ),
  id: z.string().uuid().describe('The fixture’s (or tournament’s) id.'),
});
