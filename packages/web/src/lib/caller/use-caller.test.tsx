import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyThrow,
  createSayg,
  currentLegIndex,
  legAt,
  startLeg,
  undoLastThrow,
  updateLeg,
  type Sayg,
} from '@darts/domain';
import { CallerControl } from './caller-control';
import { parseCallerSettings } from './caller-settings';
import { useCaller } from './use-caller';

/** A stand-in for the browser's speech: what was said and cancelled, in order, and its voices. */
class FakeSpeech extends EventTarget {
  log: string[] = [];
  spoken: { text: string; rate: number; voice: string | undefined; lang: string }[] = [];
  voices: Partial<SpeechSynthesisVoice>[] = [];
  speak(utterance: SpeechSynthesisUtterance) {
    this.log.push(`speak: ${utterance.text}`);
    this.spoken.push({
      text: utterance.text,
      rate: utterance.rate,
      voice: utterance.voice?.name,
      lang: utterance.lang,
    });
  }
  cancel() {
    this.log.push('cancel');
  }
  getVoices() {
    return this.voices as SpeechSynthesisVoice[];
  }
}

class FakeUtterance {
  rate = 1;
  lang = '';
  voice: SpeechSynthesisVoice | null = null;
  constructor(public text: string) {}
}

function installSpeech() {
  const speech = new FakeSpeech();
  vi.stubGlobal('speechSynthesis', speech);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return speech;
}

/** Ann v Bob from 101, after each of `scores` in turn. */
function records(...scores: number[]): Sayg[] {
  let sayg = startLeg(
    createSayg({ yourName: 'Ann', opponentName: 'Bob', numberOfLegs: 3, startingScore: 101 }),
    0,
    'home',
  );
  const all: Sayg[] = [];
  for (const score of scores) {
    if (!sayg.ok) throw new Error(sayg.reason);
    const leg = legAt(sayg.value, currentLegIndex(sayg.value)!)!;
    sayg = applyThrow(sayg.value, leg.currentThrow!, score);
    if (!sayg.ok) throw new Error(sayg.reason);
    all.push(sayg.value);
  }
  return all;
}

function Harness({ sayg }: { sayg: Sayg | undefined }) {
  return <CallerControl caller={useCaller(sayg)} />;
}

async function turnOn() {
  const user = userEvent.setup();
  await user.click(screen.getByText('Caller: off'));
  await user.click(screen.getByRole('switch', { name: 'Call the scores aloud' }));
  return user;
}

beforeEach(() => localStorage.clear());

describe('useCaller (issue #27: the spoken caller)', () => {
  it('is off by default: nothing is said', () => {
    const speech = installSpeech();
    const [first, second] = records(60, 41);
    const { rerender } = render(<Harness sayg={first} />);
    rerender(<Harness sayg={second} />);
    expect(screen.getByText('Caller: off')).toBeInTheDocument();
    expect(speech.log).toEqual([]);
  });

  it('once on, calls each new visit, cancelling the stale call first, and keeps the setting on this device', async () => {
    const speech = installSpeech();
    const [first, second, third] = records(60, 41, 20);
    const { rerender, unmount } = render(<Harness sayg={first} />);
    await turnOn();
    expect(screen.getByText('Caller: on')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('caller')!)).toEqual({ on: true, voice: null, rate: 1 });
    // What the screen first showed is not called; the visits after it are.
    rerender(<Harness sayg={second} />);
    rerender(<Harness sayg={third} />);
    expect(speech.log).toEqual([
      'cancel',
      'speak: Forty-one. Ann, you require forty-one.',
      'cancel',
      'speak: Twenty. Bob, you require sixty.',
    ]);
    expect(speech.spoken[0]).toMatchObject({ rate: 1, lang: 'en-GB' });
    unmount();
    // Leaving the screen stops the caller.
    expect(speech.log.at(-1)).toBe('cancel');
    render(<Harness sayg={third} />);
    expect(screen.getByText('Caller: on')).toBeInTheDocument();
  });

  it('does not call the record it first loads, an undo or an edit', async () => {
    const speech = installSpeech();
    const [first, second, third] = records(60, 41, 20);
    const { rerender } = render(<Harness sayg={undefined} />);
    await turnOn();
    rerender(<Harness sayg={second} />);
    expect(speech.log).toEqual([]);
    const undone = updateLeg(second!, 0, undoLastThrow);
    if (!undone.ok) throw new Error(undone.reason);
    rerender(<Harness sayg={undone.value} />);
    rerender(<Harness sayg={{ ...first!, yourName: 'Ann' }} />);
    expect(speech.log).toEqual([]);
    rerender(<Harness sayg={second} />);
    rerender(<Harness sayg={third} />);
    expect(speech.log).toEqual([
      'cancel',
      'speak: Forty-one. Ann, you require forty-one.',
      'cancel',
      'speak: Twenty. Bob, you require sixty.',
    ]);
  });

  it('calls a visit once when an older copy arrives late between two newer ones', async () => {
    const speech = installSpeech();
    const [first, second] = records(60, 41);
    const { rerender } = render(<Harness sayg={first} />);
    await turnOn();
    rerender(<Harness sayg={second} />);
    rerender(<Harness sayg={first} />);
    rerender(<Harness sayg={second} />);
    expect(speech.log).toEqual(['cancel', 'speak: Forty-one. Ann, you require forty-one.']);
  });

  it('speaks with the voice and speed chosen, offering the voices the browser loads later', async () => {
    const speech = installSpeech();
    const [first, second] = records(60, 41);
    const { rerender } = render(<Harness sayg={first} />);
    const user = await turnOn();
    const voice = screen.getByRole('combobox', { name: 'Voice' });
    expect(screen.getAllByRole('option', { name: 'Browser default' })).toHaveLength(1);
    speech.voices = [
      { name: 'Amélie', lang: 'fr-FR', voiceURI: 'amelie' },
      { name: 'Daniel', lang: 'en-GB', voiceURI: 'daniel' },
    ];
    act(() => {
      speech.dispatchEvent(new Event('voiceschanged'));
    });
    // English voices first.
    expect(
      within(voice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Browser default', 'Daniel (en-GB)', 'Amélie (fr-FR)']);
    await user.selectOptions(voice, 'Daniel (en-GB)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Speed' }), 'Fast');
    rerender(<Harness sayg={second} />);
    expect(speech.spoken).toEqual([
      { text: 'Forty-one. Ann, you require forty-one.', rate: 1.25, voice: 'Daniel', lang: 'en-GB' },
    ]);
    expect(JSON.parse(localStorage.getItem('caller')!)).toEqual({ on: true, voice: 'daniel', rate: 1.25 });
  });

  it('stops talking when turned off', async () => {
    const speech = installSpeech();
    const [first, second, third] = records(60, 41, 20);
    const { rerender } = render(<Harness sayg={first} />);
    const user = await turnOn();
    rerender(<Harness sayg={second} />);
    await user.click(screen.getByRole('switch', { name: 'Call the scores aloud' }));
    expect(speech.log.at(-1)).toBe('cancel');
    rerender(<Harness sayg={third} />);
    expect(speech.spoken.map((said) => said.text)).toEqual(['Forty-one. Ann, you require forty-one.']);
  });

  it('says the browser cannot speak where it has no speech, and nothing breaks', () => {
    vi.stubGlobal('speechSynthesis', undefined);
    Reflect.deleteProperty(window, 'speechSynthesis');
    localStorage.setItem('caller', JSON.stringify({ on: true }));
    const [first, second] = records(60, 41);
    const { rerender } = render(<Harness sayg={first} />);
    rerender(<Harness sayg={second} />);
    expect(screen.getByText('Caller: not available')).toBeInTheDocument();
    expect(screen.getByText('This browser cannot speak, so the caller is not available here.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});

describe('parseCallerSettings', () => {
  it.each([
    [null, { on: false, voice: null, rate: 1 }],
    ['', { on: false, voice: null, rate: 1 }],
    ['not json', { on: false, voice: null, rate: 1 }],
    ['42', { on: false, voice: null, rate: 1 }],
    ['{"on":"yes","voice":7,"rate":9}', { on: false, voice: null, rate: 1 }],
    ['{"on":true,"voice":"daniel","rate":0.75}', { on: true, voice: 'daniel', rate: 0.75 }],
  ])('%s', (stored, settings) => {
    expect(parseCallerSettings(stored)).toEqual(settings);
  });
});
