import { describe, expect, it } from 'vitest';
import { responseTargetText, retentionText } from '@/shared/enquiry-terms';
import {
  commonAddress,
  postalDigits,
  type PostalAddress,
} from '@/shared/postal-code';

describe('enquiry terms', () => {
  it('words the response target in whole days when it makes whole days, else in hours', () => {
    expect(responseTargetText(72)).toBe('3日以内（72時間以内）');
    expect(responseTargetText(24)).toBe('1日以内（24時間以内）');
    expect(responseTargetText(36)).toBe('36時間以内');
    expect(responseTargetText(8)).toBe('8時間以内');
  });

  it('states the retention period in days', () => {
    expect(retentionText(365)).toBe(
      'お問い合わせフォームでお預かりした個人情報は、受付日から365日間保管し、その後削除します。',
    );
  });
});

describe('postal codes', () => {
  it('reads seven digits typed with or without the hyphen, in either width', () => {
    expect(postalDigits('100-0005')).toBe('1000005');
    expect(postalDigits('1000005')).toBe('1000005');
    expect(postalDigits('１００ー０００５')).toBe('1000005');
    expect(postalDigits('〒１００－０００５ ')).toBe('1000005');
    expect(postalDigits('100-000')).toBeUndefined();
    expect(postalDigits('10000055')).toBeUndefined();
    expect(postalDigits('')).toBeUndefined();
  });

  it('fills what the towns of a code have in common', () => {
    const town = (prefecture: string, city: string, t: string) =>
      ({ prefecture, city, town: t }) satisfies PostalAddress;
    expect(commonAddress([town('東京都', '千代田区', '丸の内')])).toBe(
      '東京都千代田区丸の内',
    );
    expect(
      commonAddress([
        town('愛知県', '清須市', '春日明河原'),
        town('愛知県', '清須市', '春日一番割'),
      ]),
    ).toBe('愛知県清須市');
    expect(
      commonAddress([
        town('北海道', '札幌市厚別区', ''),
        town('北海道', '札幌市清田区', ''),
      ]),
    ).toBe('北海道');
    expect(
      commonAddress([
        town('愛知県', '弥富市', ''),
        town('三重県', '桑名郡木曽岬町', ''),
      ]),
    ).toBe('');
    expect(commonAddress([])).toBe('');
  });
});
