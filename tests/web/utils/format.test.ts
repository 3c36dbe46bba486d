import { describe, expect, it } from 'vitest';
import { parseTime } from '@/utils/format';

describe('parseTime', () => {
  const local = new Date(2024, 0, 2, 3, 4, 5);

  it('formats with the default pattern {y}-{m}-{d} {h}:{i}:{s}', () => {
    expect(parseTime(local)).toBe('2024-01-02 03:04:05');
  });

  it('reads 10-digit numbers as seconds and 13-digit as milliseconds', () => {
    const seconds = Math.floor(local.getTime() / 1000);
    expect(parseTime(seconds)).toBe('2024-01-02 03:04:05');
    expect(parseTime(local.getTime())).toBe('2024-01-02 03:04:05');
    expect(parseTime(String(seconds))).toBe('2024-01-02 03:04:05');
  });

  it('parses date strings, including ISO with T and milliseconds', () => {
    expect(parseTime('2024-01-02 03:04:05')).toBe('2024-01-02 03:04:05');
    expect(parseTime('2024-01-02T03:04:05.123')).toBe('2024-01-02 03:04:05');
  });

  it('supports custom patterns', () => {
    expect(parseTime(local, '{y}/{m}/{d}')).toBe('2024/01/02');
    expect(parseTime(local, '{h}:{i}')).toBe('03:04');
  });

  it('returns null for empty or invalid input', () => {
    expect(parseTime(null)).toBeNull();
    expect(parseTime(undefined)).toBeNull();
    expect(parseTime('')).toBeNull();
    expect(parseTime('not a date')).toBeNull();
  });
});
