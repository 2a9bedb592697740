import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SeasonDto } from '@darts/contract';
import { appKeys } from '../../lib/query-keys';
import { createFixture, fetchSeasonData, wizardKeys } from './api';
import { editGameOf, savedFixtureKeys, type FixtureToSave } from './fixtures-to-save';
import { failedItems, SaveQueue } from './save-queue';
import { useQueueState } from './use-queue-state';

/**
 * Saving the collected fixtures one at a time: a queue that can be stopped and
 * resumed without making any fixture twice. Once it empties, the division data is read again, and
 * the wizard closes if every fixture was saved.
 */
export function useFixtureSave(season: SeasonDto, divisionIds: readonly string[], onClose: () => void) {
  const queryClient = useQueryClient();
  const [queue, setQueue] = useState<SaveQueue>();
  const queueState = useQueueState(queue);

  /** Runs (or resumes) the queue; once it empties, reloads the division data and closes if all saved. */
  async function runQueue(saving: SaveQueue) {
    await saving.run();
    const state = saving.snapshot();
    if (state.phase !== 'finished') return;
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: appKeys.allDivisionData }),
      queryClient.invalidateQueries({ queryKey: wizardKeys.all }),
    ]);
    if (failedItems(state).length === 0) onClose();
  }

  /** Starts saving `fixtures`. */
  function start(fixtures: FixtureToSave[]) {
    const saving = new SaveQueue(fixtures, {
      save: (fixture) => createFixture(editGameOf(fixture, season.id)),
      savedKeys: async () => savedFixtureKeys((await fetchSeasonData(divisionIds, season.id)).fixtures),
    });
    setQueue(saving);
    void runQueue(saving);
  }

  return {
    queueState,
    start,
    /** Goes on after a pause (the connection dropped, or Back stopped it). */
    resume: () => {
      if (queue) void runQueue(queue);
    },
    stop: () => queue?.stop(),
  };
}
