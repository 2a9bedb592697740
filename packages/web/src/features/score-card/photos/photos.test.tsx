import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi, type Mock } from 'vitest';
import type { ConfiguredFeatureDto, GameDto, PhotoReferenceDto } from '@darts/contract';
import { knownFeatures, type AccessOption } from '@darts/domain';
import { envelope, fakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { aUser } from '../../../testing/fixtures';
import { renderAt } from '../../../testing/render-app';
import { anEmptyGame } from '../testing-game';
import { PhotosButton } from './index';

const maxCount = 'No more photos can be added to this entity, maximum photo count reached: 2';

const aPhoto = (id: string, author: string, overrides: Partial<PhotoReferenceDto> = {}): PhotoReferenceDto => ({
  id,
  created: '2025-11-21T21:00:00.0000000Z',
  author,
  fileSize: 250_000,
  fileName: `${id}.jpg`,
  contentType: 'image/jpeg',
  ...overrides,
});

const mine = aPhoto('photo-mine', 'Uma Uploader', { fileName: 'result sheet.jpg', fileSize: 250_000 });
const theirs = aPhoto('photo-theirs', 'Olly Other', { fileName: 'away copy.jpg', fileSize: 1_500_000 });

const aGame = (photos: PhotoReferenceDto[] = []): GameDto => anEmptyGame({ photos });

const photosFeature = (configuredValue?: string): ConfiguredFeatureDto[] => [
  {
    id: knownFeatures.PhotosEnabled.id,
    name: 'PhotosEnabled',
    description: knownFeatures.PhotosEnabled.description,
    valueType: 'Boolean',
    defaultValue: 'true',
    ...(configuredValue ? { configuredValue } : {}),
  },
];

/** The button on a page that keeps the game the way the score card page does. */
function ScoreCard({ initial, onChange }: { initial: GameDto; onChange: (game: GameDto) => void }) {
  const [game, setGame] = useState(initial);
  return (
    <PhotosButton
      game={game}
      onGameChange={(next) => {
        onChange(next);
        setGame(next);
      }}
    />
  );
}

function renderPhotos(
  access: AccessOption[] | null,
  {
    game = aGame(),
    features = photosFeature(),
    routes = {},
  }: { game?: GameDto; features?: ConfiguredFeatureDto[]; routes?: FakeRoutes } = {},
) {
  const server = fakeApi({
    '/api/Account': access ? aUser(access, { name: 'Uma Uploader' }) : null,
    '/api/Feature': features,
    ...routes,
  });
  const onChange = vi.fn();
  const view = renderAt(<ScoreCard initial={game} onChange={onChange} />);
  return { ...view, server, onChange, user: userEvent.setup() };
}

async function openPhotos(view: ReturnType<typeof renderPhotos>) {
  await view.user.click(await screen.findByRole('button', { name: 'Photos' }));
  return screen.getByRole('dialog', { name: 'Photos' });
}

/** Both start-up reads answered and rendered: now an absent button is really absent. */
async function settled(server: ReturnType<typeof fakeApi>) {
  await waitFor(() => {
    expect(server.requestsTo('/api/Account')).toHaveLength(1);
    expect(server.requestsTo('/api/Feature')).toHaveLength(1);
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
}

const anImage = (name = 'sheet.png', size?: number) => {
  const file = new File([new Uint8Array(4096)], name, { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** The form the last upload sent (the fake server reads JSON bodies only). */
function lastForm(): FormData {
  const calls = (globalThis.fetch as Mock).mock.calls as Array<[string, RequestInit]>;
  const upload = calls.filter(([url]) => String(url).endsWith('/api/Scores/Photo')).at(-1)!;
  return upload[1].body as FormData;
}

describe('Photos button (spec 2 §6: uploadPhotos or viewAnyPhoto, and the feature on)', () => {
  it.each([
    ['signed out', null, photosFeature()],
    ['without uploadPhotos or viewAnyPhoto', ['ManageScores', 'DeleteAnyPhoto'] as AccessOption[], photosFeature()],
    ['with PhotosEnabled off', ['UploadPhotos', 'ViewAnyPhoto'] as AccessOption[], photosFeature('false')],
  ])('is not shown %s', async (_, access, features) => {
    const { server } = renderPhotos(access, { features });
    await settled(server);
    expect(screen.queryByRole('button', { name: 'Photos' })).not.toBeInTheDocument();
  });

  it.each([[['UploadPhotos']], [['ViewAnyPhoto']]] as AccessOption[][][])('is shown with %s', async (access) => {
    renderPhotos(access);
    expect(await screen.findByRole('button', { name: 'Photos' })).toHaveClass('btn', 'btn-outline-secondary');
  });
});

describe('Photos dialog (contract §20; spec 2 §7)', () => {
  it('lists every photo for viewAnyPhoto: a 50 px thumbnail linking to the full size, name, author and size', async () => {
    const view = renderPhotos(['ViewAnyPhoto'], { game: aGame([mine, theirs]) });
    const dialog = await openPhotos(view);
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const link = within(items[1]!).getByRole('link', { name: 'away copy.jpg by Olly Other (full size)' });
    expect(link).toHaveAttribute('href', '/api/Photo/photo-theirs');
    const thumbnail = within(link).getByRole('img');
    expect(thumbnail).toHaveAttribute('src', '/api/Photo/photo-theirs/50');
    expect(thumbnail).toHaveAttribute('height', '50');
    expect(items[1]).toHaveTextContent('Olly Other · 1.4 mb');
    expect(items[0]).toHaveTextContent('result sheet.jpg');
    expect(items[0]).toHaveTextContent('Uma Uploader · 244.1 kb');
    // Viewing only: no upload, no delete.
    expect(within(dialog).queryByLabelText('Add a photo')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it("shows an uploader only their own photo, and says how many others' there are", async () => {
    const view = renderPhotos(['UploadPhotos'], { game: aGame([mine, theirs]) });
    const dialog = await openPhotos(view);
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    expect(
      within(dialog).getByRole('link', { name: 'result sheet.jpg by Uma Uploader (full size)' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('1 more photo added by other people')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete result sheet.jpg by Uma Uploader' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Add a photo')).toHaveAccessibleDescription(/a new one replaces yours/);
  });

  it('says so when there are no photos, yet', async () => {
    const dialog = await openPhotos(renderPhotos(['UploadPhotos']));
    expect(within(dialog).getByText('No photos, yet')).toBeInTheDocument();
  });

  it('lets deleteAnyPhoto delete anyone’s photo', async () => {
    const dialog = await openPhotos(renderPhotos(['ViewAnyPhoto', 'DeleteAnyPhoto'], { game: aGame([mine, theirs]) }));
    expect(within(dialog).getAllByRole('button', { name: /^Delete / })).toHaveLength(2);
  });
});

describe('adding a photo (contract §20.2)', () => {
  it('takes a photo from the camera, shows it is busy, then lists the new photo', async () => {
    let answer!: (value: unknown) => void;
    const added = aGame([aPhoto('photo-new', 'Uma Uploader', { fileName: 'sheet.jpg', fileSize: 900 })]);
    const view = renderPhotos(['UploadPhotos'], {
      routes: { 'POST /api/Scores/Photo': () => new Promise((resolve) => (answer = resolve)) },
    });
    const dialog = await openPhotos(view);
    const input = within(dialog).getByLabelText('Add a photo');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');

    await view.user.upload(input, anImage('sheet.png'));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Uploading the photo…');
    expect(input).toBeDisabled();
    expect(lastForm().get('id')).toBe('game-1');
    expect((lastForm().get('Photo') as File).name).toBe('sheet.png');

    answer(envelope(added, { messages: ['Photo added'] }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Photo added'));
    expect(view.onChange).toHaveBeenCalledWith(added);
    expect(within(dialog).getByRole('link', { name: 'sheet.jpg by Uma Uploader (full size)' })).toBeInTheDocument();
    expect(within(dialog).getByText('Uma Uploader · 900 b')).toBeInTheDocument();
    expect(input).toBeEnabled();
  });

  it('shows the refusal and changes nothing', async () => {
    const view = renderPhotos(['UploadPhotos'], {
      routes: { 'POST /api/Scores/Photo': envelope(undefined, { warnings: [maxCount] }) },
    });
    const dialog = await openPhotos(view);
    await view.user.upload(within(dialog).getByLabelText('Add a photo'), anImage());
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Could not add the photo');
    expect(alert).toHaveTextContent(maxCount);
    expect(view.onChange).not.toHaveBeenCalled();
    expect(within(dialog).getByText('No photos, yet')).toBeInTheDocument();
  });

  it('refuses a photo over 10 MB without sending it', async () => {
    const view = renderPhotos(['UploadPhotos']);
    const dialog = await openPhotos(view);
    await view.user.upload(within(dialog).getByLabelText('Add a photo'), anImage('huge.jpg', 10 * 1024 * 1024 + 1));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The photo is too big: the limit is 10 MB');
    expect(view.server.requestsTo('/api/Scores/Photo')).toHaveLength(0);
  });

  it('says what went wrong when the server cannot be reached', async () => {
    const view = renderPhotos(['UploadPhotos'], {
      routes: { 'POST /api/Scores/Photo': () => Promise.reject(new TypeError('Failed to fetch')) },
    });
    const dialog = await openPhotos(view);
    await view.user.upload(within(dialog).getByLabelText('Add a photo'), anImage());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to fetch');
  });
});

describe('deleting a photo (contract §20.3; spec 2 §5 confirmations)', () => {
  it('asks first, then deletes and lists what is left', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const view = renderPhotos(['UploadPhotos', 'ViewAnyPhoto'], {
      game: aGame([mine, theirs]),
      routes: {
        'DELETE /api/Scores/Photo/game-1/photo-mine': envelope(aGame([theirs]), { messages: ['Photo deleted'] }),
      },
    });
    const dialog = await openPhotos(view);
    const remove = within(dialog).getByRole('button', { name: 'Delete result sheet.jpg by Uma Uploader' });
    expect(within(dialog).getAllByRole('button', { name: /^Delete / })).toHaveLength(1);

    await view.user.click(remove);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this photo?');
    expect(view.server.requestsTo('/api/Scores/Photo/game-1/photo-mine', 'DELETE')).toHaveLength(0);

    await view.user.click(remove);
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Photo deleted'));
    expect(view.server.requestsTo('/api/Scores/Photo/game-1/photo-mine', 'DELETE')).toHaveLength(1);
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    expect(view.onChange).toHaveBeenCalledWith(aGame([theirs]));
  });

  it('shows a refusal', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const view = renderPhotos(['UploadPhotos'], {
      game: aGame([mine]),
      routes: { 'DELETE /api/Scores/Photo/game-1/photo-mine': envelope(undefined, { warnings: ['Feature disabled'] }) },
    });
    const dialog = await openPhotos(view);
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete result sheet.jpg by Uma Uploader' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Could not delete the photo');
    expect(alert).toHaveTextContent('Feature disabled');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
  });
});

it('has no accessibility violations axe can find without a browser', async () => {
  const dialog = await openPhotos(renderPhotos(['UploadPhotos', 'ViewAnyPhoto'], { game: aGame([mine, theirs]) }));
  expect(dialog).toBeInTheDocument();
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
