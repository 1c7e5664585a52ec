// Read-aloud: the Chinese voice chosen, the text cut into pieces speech synthesis reads whole, start and stop.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chineseVoice, readAloud, speechChunks, stopReadingAloud, useReadingAloud } from './read-aloud';

const voice = (lang: string, name = lang, localService = true) =>
  ({ lang, name, localService, default: false, voiceURI: name }) as SpeechSynthesisVoice;

describe('chineseVoice', () => {
  it('prefers a local zh-CN voice, then other Mandarin, then any Chinese', () => {
    const remote = voice('zh-CN', 'remote', false);
    const local = voice('zh-CN', 'local');
    expect(chineseVoice([voice('en-US'), remote, voice('zh-TW'), local])).toBe(local);
    expect(chineseVoice([voice('zh-HK'), voice('cmn-Hans-CN', 'cmn')])?.name).toBe('cmn');
    expect(chineseVoice([voice('en-US'), voice('zh_TW', 'tw')])?.name).toBe('tw');
  });

  it('is null without a Chinese voice (the toolbar then shows no read-aloud button)', () => {
    expect(chineseVoice([voice('en-US'), voice('ja-JP')])).toBeNull();
    expect(chineseVoice([])).toBeNull();
  });
});

describe('speechChunks', () => {
  it('cuts after sentence ends and joins short sentences up to the limit', () => {
    expect(speechChunks('第一句。第二句！\n第三句？', 9)).toEqual(['第一句。 第二句！', '第三句？']);
  });

  it('splits a sentence longer than the limit and drops empty pieces', () => {
    const chunks = speechChunks(`${'体'.repeat(25)}。\n\n  `, 10);
    expect(chunks).toEqual(['体'.repeat(10), '体'.repeat(10), `${'体'.repeat(5)}。`]);
    expect(speechChunks('   \n ')).toEqual([]);
  });
});

describe('readAloud / stopReadingAloud', () => {
  const spoken: SpeechSynthesisUtterance[] = [];
  const synthesis = { speak: vi.fn((u: SpeechSynthesisUtterance) => spoken.push(u)), cancel: vi.fn() };
  class Utterance {
    voice: SpeechSynthesisVoice | null = null;
    lang = '';
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(public text: string) {}
  }
  vi.stubGlobal('speechSynthesis', synthesis);
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);

  afterEach(() => {
    spoken.length = 0;
    vi.clearAllMocks();
  });

  it('queues the pieces in the Chinese voice and is reading until the last ends', () => {
    const { result } = renderHook(() => useReadingAloud());
    const zh = voice('zh-CN');
    act(() => readAloud('全民健身。健康中国。', zh));
    expect(synthesis.cancel).toHaveBeenCalled();
    expect(spoken.map((u) => u.text)).toEqual(['全民健身。 健康中国。']);
    expect(spoken[0]!.voice).toBe(zh);
    expect(spoken[0]!.lang).toBe('zh-CN');
    expect(result.current).toBe(true);
    act(() => spoken[0]!.onend?.(new Event('end') as SpeechSynthesisEvent));
    expect(result.current).toBe(false);
  });

  it('stops on request; a cancelled reading does not end the next one', () => {
    const { result } = renderHook(() => useReadingAloud());
    act(() => readAloud('第一篇。', voice('zh-CN')));
    const first = spoken[0]!;
    act(() => stopReadingAloud());
    expect(result.current).toBe(false);
    act(() => readAloud('第二篇。', voice('zh-CN')));
    act(() => first.onerror?.(new Event('error') as SpeechSynthesisErrorEvent));
    expect(result.current).toBe(true);
  });
});
