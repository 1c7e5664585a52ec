/**
 * Read-aloud of the page's main content with the browser's speech synthesis (Web Speech API), in a Chinese
 * voice (MIIT 适老化 rules: 辅助阅读/语音朗读).
 *
 * - `chineseVoice(voices)`: the zh-CN voice (else another Mandarin one: zh-Hans, zh-SG, cmn; else any zh),
 *   local voices first; null when there is none: the toolbar then shows no read-aloud button.
 * - `useChineseVoice()`: that voice, updated when the browser loads its voice list (`voiceschanged`).
 * - `speechChunks(text)`: the text in pieces of at most 150 characters, cut after sentence ends (Chrome stops
 *   long utterances after about 15 s).
 * - `readAloud(text, voice)` / `stopReadingAloud()`: start (cancelling any earlier reading) and stop;
 *   `useReadingAloud()` is true while it reads.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';

/** The browser's speech synthesis, or null where there is none (older browsers, tests). */
function synthesis(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;
}

const MANDARIN = /^(zh-CN|zh-Hans|zh-SG|cmn)/i;

/** The best Chinese voice of the list, or null. */
export function chineseVoice(voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | null {
  const ranked = voices
    .map((voice) => {
      const lang = voice.lang.replace('_', '-');
      const rank = /^zh-CN/i.test(lang) ? 0 : MANDARIN.test(lang) ? 1 : /^zh/i.test(lang) ? 2 : -1;
      return { voice, rank: rank < 0 ? rank : rank * 2 + (voice.localService ? 0 : 1) };
    })
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank);
  return ranked[0]?.voice ?? null;
}

/** The browser's Chinese voice, or null (none, or not loaded yet: it updates on `voiceschanged`). */
export function useChineseVoice(): SpeechSynthesisVoice | null {
  const [voice, setVoice] = useState<SpeechSynthesisVoice | null>(() => chineseVoice(synthesis()?.getVoices() ?? []));
  useEffect(() => {
    const speech = synthesis();
    if (!speech) return;
    const update = () => setVoice(chineseVoice(speech.getVoices()));
    update();
    speech.addEventListener('voiceschanged', update);
    return () => speech.removeEventListener('voiceschanged', update);
  }, []);
  return voice;
}

const MAX_CHUNK = 150;

/** Splits text into pieces of at most `max` characters, after 。！？；!?; or line ends where possible. */
export function speechChunks(text: string, max = MAX_CHUNK): string[] {
  const sentences = text
    .replace(/[ \t]+/g, ' ')
    .split(/(?<=[。！？；!?;\n])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const chunks: string[] = [];
  let chunk = '';
  for (const sentence of sentences) {
    for (let start = 0; start < sentence.length; start += max) {
      const piece = sentence.slice(start, start + max);
      if (chunk && chunk.length + piece.length + 1 > max) {
        chunks.push(chunk);
        chunk = '';
      }
      chunk = chunk ? `${chunk} ${piece}` : piece;
    }
  }
  if (chunk) chunks.push(chunk);
  return chunks;
}

let reading = false;
/** Counts readings, so the end and error events of a cancelled one do not end the next. */
let generation = 0;
const listeners = new Set<() => void>();

function setReading(value: boolean): void {
  if (reading === value) return;
  reading = value;
  for (const listener of listeners) listener();
}

/** Stops any reading (no-op when nothing is read). */
export function stopReadingAloud(): void {
  const speech = synthesis();
  generation += 1;
  if (reading) speech?.cancel();
  setReading(false);
}

/** Reads `text` aloud in `voice` (zh-CN), piece by piece; cancels an earlier reading first. */
export function readAloud(text: string, voice: SpeechSynthesisVoice): void {
  const speech = synthesis();
  if (!speech) return;
  speech.cancel();
  const current = ++generation;
  const finish = () => {
    if (current === generation) setReading(false);
  };
  const chunks = speechChunks(text);
  if (chunks.length === 0) {
    setReading(false);
    return;
  }
  chunks.forEach((chunk, index) => {
    const utterance = new SpeechSynthesisUtterance(chunk);
    utterance.voice = voice;
    utterance.lang = voice.lang || 'zh-CN';
    if (index === chunks.length - 1) utterance.onend = finish;
    utterance.onerror = finish;
    speech.speak(utterance);
  });
  setReading(true);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the page is being read aloud. */
export function useReadingAloud(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => reading,
    () => false,
  );
}
