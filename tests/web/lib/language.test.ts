import { describe, expect, it } from 'vitest';
import { pickLanguage } from '@/lib/language';

describe('the language the admin opens in', () => {
  it('is the saved one when there is one', () => {
    expect(pickLanguage('ja', ['en-US'])).toBe('ja');
    expect(pickLanguage('en', ['zh-CN'])).toBe('en');
  });

  it("else the browser's first language that is one of ours", () => {
    expect(pickLanguage(null, ['ja-JP', 'en-US'])).toBe('ja');
    expect(pickLanguage(null, ['fr-FR', 'en-GB', 'ja'])).toBe('en');
    expect(pickLanguage(null, ['zh-TW'])).toBe('zh-CN');
    expect(pickLanguage(null, ['zh'])).toBe('zh-CN');
    expect(pickLanguage('klingon', ['EN'])).toBe('en');
  });

  it('else Chinese', () => {
    expect(pickLanguage(null, ['fr-FR', 'de'])).toBe('zh-CN');
    expect(pickLanguage(null, [])).toBe('zh-CN');
    expect(pickLanguage(null, ['jam'])).toBe('zh-CN');
  });
});
