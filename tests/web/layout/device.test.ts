import { describe, expect, it } from 'vitest';
import { isMobileWidth, MOBILE_BREAKPOINT } from '@/layout/device';

describe('mobile threshold', () => {
  it('is mobile below 992px', () => {
    expect(MOBILE_BREAKPOINT).toBe(992);
    expect(isMobileWidth(375)).toBe(true);
    expect(isMobileWidth(991)).toBe(true);
    expect(isMobileWidth(992)).toBe(false);
    expect(isMobileWidth(1366)).toBe(false);
  });
});
