import { render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { Phrased } from '@/website/components/phrased';
import { phrases } from '@/website/phrases';

/** Each phrase as its text, model numbers in brackets. */
const cut = (text: string) =>
  phrases(text).map((p) =>
    p.map((r) => (r.keep ? `[${r.text}]` : r.text)).join(''),
  );

describe('Japanese text cut into phrases', () => {
  it('cuts between phrases, never inside a word', () => {
    expect(cut('テクノロジーで、ビジネスの明日をつくる。')).toEqual([
      'テクノロジーで、',
      'ビジネスの',
      '明日を',
      'つくる。',
    ]);
    expect(cut('年末年始休業のお知らせ')).toEqual([
      '年末年始休業の',
      'お知らせ',
    ]);
  });

  it('never cuts a kanji compound (the model splits some: 方 / 針)', () => {
    expect(cut('個人情報保護方針')).toEqual(['個人情報保護方針']);
    expect(cut('個人情報保護方針について')).toEqual([
      '個人情報保護方針に',
      'ついて',
    ]);
  });

  it('keeps a hyphen-joined model number whole', () => {
    expect(cut('ハイスピードプリンターPX-900')).toEqual([
      'ハイスピードプリンター[PX-900]',
    ]);
    expect(cut('複合機 PX-900 と SC-100-A の比較')).toEqual(
      expect.arrayContaining([expect.stringContaining('[SC-100-A]')]),
    );
    expect(cut('複合機 PX-900 と SC-100-A の比較').join('')).toBe(
      '複合機 [PX-900] と [SC-100-A] の比較',
    );
  });

  it('leaves text without Japanese or model numbers as it is', () => {
    expect(cut('SAMPLE Co., Ltd.').join('')).toBe('SAMPLE Co., Ltd.');
    expect(cut('')).toEqual([]);
  });

  it('draws a break opportunity between phrases and the text unchanged', () => {
    const { container } = render(
      <h1>
        <Phrased text="テクノロジーで、ビジネスの明日をつくるPX-900" />
      </h1>,
    );
    const h1 = container.querySelector('h1')!;
    expect(h1).toHaveTextContent(
      'テクノロジーで、ビジネスの明日をつくるPX-900',
    );
    expect(h1.querySelectorAll('wbr').length).toBeGreaterThanOrEqual(3);
    expect(h1.querySelector('.site-phrased')).not.toBeNull();
    expect(h1.querySelector('.site-nobr')).toHaveTextContent(/^PX-900$/);
    // No break opportunity inside ビジネス.
    const pieces = [...h1.querySelector('.site-phrased')!.childNodes].map(
      (n) => n.textContent,
    );
    expect(pieces.some((p) => p?.includes('ビジネス'))).toBe(true);
  });
});
