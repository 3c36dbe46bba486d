import { describe, expect, it } from 'vitest';
import { defang } from '../../server/src/services/infra/defang.js';

describe('defang: text no mail client turns into a link', () => {
  it('breaks web addresses, bare host names and e-mail addresses', () => {
    expect(defang('詳細は https://evil.example/phish?a=1 をご覧ください')).toBe(
      '詳細は https[:]//evil[.]example/phish?a=1 をご覧ください',
    );
    expect(defang('www.evil-shop.co.jp へ')).toBe(
      'www[.]evil-shop[.]co[.]jp へ',
    );
    expect(defang('連絡先 sales.team@evil.example')).toBe(
      '連絡先 sales[.]team[at]evil[.]example',
    );
    expect(defang('ftp://files.example')).toBe('ftp[:]//files[.]example');
  });

  it('leaves numbers, versions and plain Japanese as they are', () => {
    for (const text of [
      '価格は1.5倍、納期は2週間です。',
      'バージョン v2.0 と 3.10 を比較',
      '東京都千代田区丸の内1-1-1 サンプルビル8階',
      '山田 太郎',
    ]) {
      expect(defang(text)).toBe(text);
    }
  });

  it('changes nothing a second time', () => {
    const once = defang('https://a.example/x mail@b.example');
    expect(defang(once)).toBe(once);
  });
});
