import { useId, useState, type ChangeEvent } from 'react';
import {
  photoLimits,
  photoMessages,
  photoUrl,
  type ActionResult,
  type PhotoReferenceDto,
  type UserDto,
} from '@darts/contract';
import { can } from '@darts/domain';
import { Dialog } from '../../../components/dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { accessOf } from '../../../lib/session';
import { useDeletePhoto, useUploadPhoto, type PhotoHolder, type PhotoOwner } from './api';
import { formatFileSize } from './file-size';

export const deleteQuestion = 'Are you sure you want to delete this photo?';

type Failure = { title: string; error?: unknown; result?: ActionResult<unknown> };

/**
 * A fixture's or tournament's photos: 50 px thumbnails linking to the full size,
 * with file name, author and size. uploadPhotos adds one's own photo (from the phone's camera or
 * files; a new one replaces it) and deletes it; viewAnyPhoto sees everyone's; deleteAnyPhoto
 * deletes anyone's. The server checks all of it again.
 */
export function PhotosDialog<T extends PhotoHolder>({
  game,
  owner = 'fixture',
  account,
  onGameChange,
  onClose,
}: {
  game: T;
  owner?: PhotoOwner;
  account: UserDto;
  onGameChange: (game: T) => void;
  onClose: () => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const upload = useUploadPhoto<T>(game.id, owner);
  const remove = useDeletePhoto<T>(game.id, owner);
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState<Failure>();
  const access = accessOf(account);
  const canUpload = can(access, 'UploadPhotos');
  const isOwn = (photo: PhotoReferenceDto) => photo.author === account.name;
  const visible = can(access, 'ViewAnyPhoto') ? game.photos : game.photos.filter(isOwn);
  const hidden = game.photos.length - visible.length;
  const hasOwn = game.photos.some(isOwn);
  const busy = upload.isPending || remove.isPending;

  function outcome(title: string, result: ActionResult<T> | null | undefined) {
    if (result?.success && result.result) {
      onGameChange(result.result);
      setDone(result.messages[0] ?? '');
    } else {
      setFailure({ title, result: result ?? undefined });
    }
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setDone('');
    setFailure(undefined);
    // Refused here too, so a phone does not send 10 MB only to be told no.
    if (file.size > photoLimits.maxUploadBytes) {
      setFailure({ title: 'Could not add the photo', error: photoMessages.tooBig });
      return;
    }
    try {
      outcome('Could not add the photo', await upload.mutateAsync(file));
    } catch (error) {
      setFailure({ title: 'Could not add the photo', error });
    }
  }

  async function onDelete(photo: PhotoReferenceDto) {
    if (!window.confirm(deleteQuestion)) return;
    setDone('');
    setFailure(undefined);
    try {
      outcome('Could not delete the photo', await remove.mutateAsync(photo.id));
    } catch (error) {
      setFailure({ title: 'Could not delete the photo', error });
    }
  }

  const status = upload.isPending ? 'Uploading the photo…' : remove.isPending ? 'Deleting the photo…' : done;
  return (
    <Dialog
      title="Photos"
      onClose={onClose}
      busy={busy}
      footer={
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
          Close
        </button>
      }
    >
      {visible.length === 0 ? (
        <p className="text-body-secondary">No photos, yet</p>
      ) : (
        <ul className="list-unstyled photos-list">
          {visible.map((photo) => (
            <PhotoItem
              key={photo.id}
              photo={photo}
              canDelete={can(access, 'DeleteAnyPhoto') || (canUpload && isOwn(photo))}
              disabled={busy}
              onDelete={() => void onDelete(photo)}
            />
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <p className="small text-body-secondary">
          {hidden === 1 ? '1 more photo' : `${hidden} more photos`} added by other people
        </p>
      )}
      {canUpload && (
        <div className="photos-upload">
          <label htmlFor={inputId} className="form-label">
            Add a photo
          </label>
          <input
            id={inputId}
            className="form-control"
            type="file"
            accept="image/*"
            capture="environment"
            aria-describedby={hintId}
            disabled={busy}
            onChange={(event) => void onFile(event)}
          />
          <p id={hintId} className="form-text mb-0">
            Take a photo of the result sheet or choose an image (up to 10 MB). Each person may add one photo
            {hasOwn ? '; a new one replaces yours.' : '.'} A {owner} holds at most {photoLimits.maxPerEntity}.
          </p>
        </div>
      )}
      <p role="status" className="photos-status mb-0">
        {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {status}
      </p>
      {failure && <ErrorAlert title={failure.title} error={failure.error} result={failure.result} />}
    </Dialog>
  );
}

function PhotoItem({
  photo,
  canDelete,
  disabled,
  onDelete,
}: {
  photo: PhotoReferenceDto;
  canDelete: boolean;
  disabled: boolean;
  onDelete: () => void;
}) {
  const name = photo.fileName ?? 'Photo';
  return (
    <li className="photos-item">
      <a className="photos-thumbnail" href={photoUrl(photo.id)} target="_blank" rel="noopener noreferrer">
        <img
          src={photoUrl(photo.id, photoLimits.thumbnailHeight)}
          height={photoLimits.thumbnailHeight}
          alt={`${name} by ${photo.author} (full size)`}
        />
      </a>
      <div className="photos-details">
        <span className="photos-name">{name}</span>
        <span className="small text-body-secondary">
          {photo.author} · {formatFileSize(photo.fileSize)}
        </span>
      </div>
      {canDelete && (
        <button
          type="button"
          className="btn btn-outline-danger"
          aria-label={`Delete ${name} by ${photo.author}`}
          disabled={disabled}
          onClick={onDelete}
        >
          Delete
        </button>
      )}
    </li>
  );
}
