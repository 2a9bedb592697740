import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { callerCall, type Sayg } from '@darts/domain';
import { useCallerSettings, type CallerSettings } from './caller-settings';

/** The browser's speech, or undefined where it has none. */
function speechSynthesisOf(): SpeechSynthesis | undefined {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance === 'function'
    ? window.speechSynthesis
    : undefined;
}

const noVoices: SpeechSynthesisVoice[] = [];
let knownVoices: SpeechSynthesisVoice[] = noVoices;

/** The voices, read again when the browser says they changed (Chrome loads them after the page). */
function subscribeVoices(listener: () => void) {
  const synth = speechSynthesisOf();
  if (!synth) {
    knownVoices = noVoices;
    return () => undefined;
  }
  const changed = () => {
    knownVoices = synth.getVoices();
    listener();
  };
  synth.addEventListener?.('voiceschanged', changed);
  changed();
  return () => synth.removeEventListener?.('voiceschanged', changed);
}

const voicesSnapshot = () => knownVoices;

/** The browser's voices, English ones first, kept up to date. */
export function useVoices(): SpeechSynthesisVoice[] {
  const voices = useSyncExternalStore(subscribeVoices, voicesSnapshot, () => noVoices);
  return useMemo(() => {
    const english = (voice: SpeechSynthesisVoice) => (voice.lang.toLowerCase().startsWith('en') ? 0 : 1);
    return [...voices].sort((a, b) => english(a) - english(b) || a.name.localeCompare(b.name));
  }, [voices]);
}

/**
 * Says `words` with the chosen voice and speed, first cancelling whatever is still being said, so
 * the caller never talks over itself and never lags behind the board.
 */
export function speak(words: string, settings: CallerSettings, voices: readonly SpeechSynthesisVoice[]) {
  const synth = speechSynthesisOf();
  if (!synth) return;
  synth.cancel();
  const utterance = new SpeechSynthesisUtterance(words);
  const voice = voices.find((candidate) => candidate.voiceURI === settings.voice);
  if (voice) utterance.voice = voice;
  utterance.lang = voice?.lang ?? 'en-GB';
  utterance.rate = settings.rate;
  synth.speak(utterance);
}

/**
 * The spoken caller for a record shown on this screen (issue #27): each new visit is called by
 * the domain's `callerCall` once the setting is on. What the record already held when first shown
 * is not called (a TV opened mid-match starts with the next visit), nor an undo or an edit: only a
 * record with more visits than the last one seen, and never the same call twice in a row (an older
 * copy read late, then the newer one again).
 */
export function useCaller(sayg: Sayg | null | undefined) {
  const [settings, change] = useCallerSettings();
  const voices = useVoices();
  const supported = speechSynthesisOf() !== undefined;
  const call = useMemo(() => (sayg ? callerCall(sayg) : undefined), [sayg]);
  const seen = useRef<number | null>(null);
  const latest = useRef({ settings, voices });
  useEffect(() => {
    latest.current = { settings, voices };
  });

  // The last call said: an older copy arriving between two newer ones (a poll answered late) must
  // not make the newer one's visit be called twice.
  const said = useRef<{ visits: number; words: string } | null>(null);

  useEffect(() => {
    if (call === undefined) return;
    const before = seen.current;
    seen.current = call?.visits ?? 0;
    if (before === null || !call || call.visits <= before || !latest.current.settings.on) return;
    if (said.current?.visits === call.visits && said.current.words === call.words) return;
    said.current = call;
    speak(call.words, latest.current.settings, latest.current.voices);
  }, [call]);

  // Turning the caller off, or leaving the screen, stops what it is saying.
  useEffect(() => {
    if (!settings.on) return;
    return () => speechSynthesisOf()?.cancel();
  }, [settings.on]);

  return { settings, change, voices, supported };
}

export type Caller = ReturnType<typeof useCaller>;
