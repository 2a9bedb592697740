import type { Sharp, SharpOptions } from 'sharp';
import { photoLimits } from '@darts/contract';

/** A stored photo's bytes and what the reference needs to know about them. */
export type StoredImage = { content: Buffer; contentType: string; width: number; height: number };

/**
 * An upload as it is stored (at most 1500 px high): turned upright from its EXIF
 * orientation (phone cameras), scaled down keeping its aspect, flattened onto white and encoded as
 * JPEG with no metadata (no GPS position leaks). Always JPEG, whatever came in: result sheets are
 * camera shots, JPEG is the smallest for them, and the server never serves back a type the
 * uploader chose (an SVG with script, say). Undefined when sharp cannot read it as an image.
 */
export async function normaliseUpload(upload: Buffer): Promise<StoredImage | undefined> {
  const sharp = await loadSharp();
  try {
    const { data, info } = await sharp(upload)
      .rotate()
      .resize({ height: photoLimits.maxHeight, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { content: data, contentType: 'image/jpeg', width: info.width, height: info.height };
  } catch {
    return undefined;
  }
}

/** The stored image scaled to `height` pixels high (thumbnails); never scaled up. */
export async function scaledTo(image: Pick<StoredImage, 'content' | 'height'>, height: number): Promise<Buffer> {
  if (height >= image.height) return image.content;
  const sharp = await loadSharp();
  return sharp(image.content).resize({ height }).jpeg({ quality: 80 }).toBuffer();
}

/** The file name stored with a photo: the uploaded name (path parts dropped) with a `.jpg` ending. */
export function storedFileName(uploaded: string | undefined): string | null {
  const base = (uploaded ?? '').split(/[\\/]/).pop()!.trim();
  if (!base || base === 'blob') return null;
  const stem = base.replace(/\.[^.]*$/, '') || base;
  return `${stem.slice(0, 200)}.jpg`;
}

let sharpModule: Promise<(input: Buffer, options?: SharpOptions) => Sharp> | undefined;

/**
 * sharp and its native image library are loaded by the first photo, not at start-up: they are a
 * third of the idle server's memory and a good part of its start-up time, and most
 * days no photo is sent.
 */
function loadSharp() {
  return (sharpModule ??= import('sharp').then((module) => module.default));
}
