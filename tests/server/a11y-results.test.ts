import { cpSync, mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  readRun,
  summarise,
  type Results,
} from '../../scripts/a11y-results.mjs';
import criteria from '../../src/website/a11y/criteria.json';

/**
 * scripts/a11y-results.mjs on a small run (tests/server/fixtures/a11y-run):
 * two public page states (home: image-alt, html-has-lang and
 * scrollable-region-focusable pass, link-name fails, color-contrast passes
 * but left some text undecided; contact form: no image, the rest pass), a
 * back-office audit with a missing alt and two keyboard journeys, one on
 * the public site (2.1.1, 2.4.3) and one in the back office (2.4.7).
 */
const FIXTURE = new URL('./fixtures/a11y-run', import.meta.url).pathname;

describe('the accessibility policy page results', () => {
  let dir: string;
  let results: Results;
  const criterion = (id: string) => results.criteria.find((c) => c.id === id);

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'a11y-run-'));
    cpSync(FIXTURE, dir, { recursive: true });
    // The run's day is its newest outcome's.
    const day = new Date('2026-11-27T23:30:00Z');
    for (const name of readdirSync(dir)) utimesSync(join(dir, name), day, day);
    results = summarise(readRun(dir), criteria);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists the public page states and keyboard journeys of the run, not the back office', () => {
    expect(results.generatedAt).toBe('2026-11-27');
    expect(results.axe).toBe('4.14.0');
    expect(results.pages).toEqual([
      { url: '/w', state: 'site home, desktop', findings: 1 },
      { url: '/w/contact', state: 'site contact form, phone', findings: 0 },
    ]);
    expect(results.keyboard).toEqual([
      { name: 'a visitor sends an enquiry', criteria: ['2.1.1', '2.4.3'] },
    ]);
  });

  it('passes a criterion whose rules ran and passed on every public page', () => {
    expect(criterion('3.1.1')).toEqual({
      id: '3.1.1',
      result: 'pass',
      method: 'axe',
      rules: ['html-has-lang'],
    });
  });

  it('names both methods when the audits and a keyboard journey show it', () => {
    expect(criterion('2.1.1')).toEqual({
      id: '2.1.1',
      result: 'pass',
      method: 'axe+keyboard',
      rules: ['scrollable-region-focusable'],
    });
  });

  it('passes on a public keyboard journey alone; a back-office one shows nothing', () => {
    expect(criterion('2.4.3')).toMatchObject({
      result: 'pass',
      method: 'keyboard',
      rules: [],
    });
    expect(criterion('2.4.7')).toMatchObject({
      result: 'unverified',
      method: 'none',
    });
  });

  it('fails every criterion a public finding is tagged with', () => {
    for (const id of ['2.4.4', '4.1.2']) {
      expect(criterion(id)).toMatchObject({ result: 'fail', method: 'axe' });
    }
  });

  it('claims nothing for a page its rules did not run on, or left undecided', () => {
    // image-alt did not run on the contact form (no image there); the
    // back office's missing alt does not count for the public site.
    expect(criterion('1.1.1')).toEqual({
      id: '1.1.1',
      result: 'unverified',
      method: 'none',
      rules: ['image-alt'],
    });
    // color-contrast passed on both pages but could not decide some text.
    expect(criterion('1.4.3')).toMatchObject({ result: 'unverified' });
    expect(criterion('1.2.1')).toEqual({
      id: '1.2.1',
      result: 'unverified',
      method: 'none',
      rules: [],
    });
  });

  it('gives each of the 38 WCAG 2.0 A and AA criteria a result', () => {
    expect(results.criteria.map((c) => c.id)).toEqual(
      criteria.map((c) => c.id),
    );
    expect(new Set(criteria.map((c) => c.id)).size).toBe(38);
    expect(criteria.filter((c) => c.level === 'A')).toHaveLength(25);
    expect(criteria.filter((c) => c.level === 'AA')).toHaveLength(13);
  });

  it('refuses a run without any public page audit', () => {
    const backOffice = readRun(dir);
    backOffice.audits = [];
    expect(() => summarise(backOffice, criteria)).toThrow(
      /no audit of a public page/,
    );
  });
});
