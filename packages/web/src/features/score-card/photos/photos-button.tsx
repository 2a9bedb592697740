import { useState } from 'react';
import type { GameDto } from '@darts/contract';
import { can } from '@darts/domain';
import { accessOf, useAccount } from '../../../lib/session';
import { usePhotosEnabled, type PhotoHolder, type PhotoOwner } from './api';
import { PhotosDialog } from './photos-dialog';
import './photos.css';

/**
 * The score card's Photos button and dialog: shown when the PhotosEnabled
 * feature is on and the account has uploadPhotos or viewAnyPhoto.
 */
export type PhotosButtonProps<T extends PhotoHolder = GameDto> = {
  game: T;
  /** The server answers uploads and deletes with the updated game (or tournament). */
  onGameChange: (game: T) => void;
  /** Whose photos: a fixture's (the default) or a tournament's. */
  owner?: PhotoOwner;
};

/** Spec 2 §6: the Photos button needs uploadPhotos or viewAnyPhoto and the feature flag on. */
export function PhotosButton<T extends PhotoHolder = GameDto>({
  game,
  onGameChange,
  owner = 'fixture',
}: PhotosButtonProps<T>) {
  const { account } = useAccount();
  const enabled = usePhotosEnabled();
  const [open, setOpen] = useState(false);
  const access = accessOf(account);
  if (!account || !enabled || !(can(access, 'UploadPhotos') || can(access, 'ViewAnyPhoto'))) return null;

  return (
    <>
      <button type="button" className="btn btn-outline-secondary photos-button" onClick={() => setOpen(true)}>
        <CameraIcon />
        Photos
      </button>
      {open && (
        <PhotosDialog
          game={game}
          owner={owner}
          account={account}
          onGameChange={onGameChange}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** A camera outline drawn in the text colour (no emoji: not every device has an emoji font). */
function CameraIcon() {
  return (
    <svg className="photos-button-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M4 7h3l2-3h6l2 3h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="13" r="3.5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
