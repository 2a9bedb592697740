import { useEffect } from 'react';
import { browserNetwork } from './sayg-sync';
import { useScoringEnvironment } from './scoring-environment';
import { sendInBackground } from './send-unsent-sessions';

/**
 * Sends the scores this device kept but never sent, from whatever page is open: a match
 * scored offline reaches the server once the connection is back, without reopening it. Mounted once
 * by the app's layout; renders nothing.
 */
export function UnsentScoresSender(): null {
  const { store, transport, network } = useScoringEnvironment();
  useEffect(
    () => sendInBackground({ store, transport, network: network ?? browserNetwork }),
    [store, transport, network],
  );
  return null;
}
