import type { GameDto } from '@darts/contract';

/**
 * The score card's Photos button and dialog (issue #5; contract §20): shown when the PhotosEnabled
 * feature is on and the account has uploadPhotos or viewAnyPhoto.
 */
export type PhotosButtonProps = {
  game: GameDto;
  /** The server answers uploads and deletes with the updated game. */
  onGameChange: (game: GameDto) => void;
};

export function PhotosButton(_props: PhotosButtonProps) {
  return null;
}
