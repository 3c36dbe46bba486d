/**
 * Invoke targets in RuoYi's syntax, `bean.method(arg, ...)`, read by a strict
 * tokenizer. Nothing in the text is ever evaluated, required or imported: the
 * result is a task name plus typed literal values that the registry
 * (registry.ts) matches against its tasks.
 *
 *   ryTask.ryMultipleParams('ry', true, 2000L, 316.50D, 100)
 *   → { name: 'ryTask.ryMultipleParams',
 *       args: [String 'ry', Boolean true, Long 2000, Double 316.5, Integer 100] }
 *
 * Literals: 'text' or "text" (no escapes; the other quote may appear inside),
 * true / false, integers (Integer, or Long with an L suffix), decimals (Double,
 * with an optional D suffix; an integer with D is a Double too).
 */
import type { MessageKey, MessageParams } from '../../i18n/index.js';

export type ParamType = 'String' | 'Boolean' | 'Long' | 'Double' | 'Integer';

export interface TargetArg {
  type: ParamType;
  value: string | boolean | number;
}

export interface ParsedTarget {
  name: string;
  args: TargetArg[];
}

/** A target that cannot be read; key and params say what and where. */
export class TargetError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(key);
    this.name = 'TargetError';
  }
}

const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;
const IDENT = /[A-Za-z_$][\w$]*/y;
const NUMBER = /-?\d+(\.\d+)?([LlDd])?(?![\w.])/y;
const WORD = /(true|false)(?![\w$])/y;

function malformed(pos: number, what: MessageKey): TargetError {
  return new TargetError(what, { pos: pos + 1 });
}

function readName(text: string, start: number): { name: string; end: number } {
  let pos = start;
  const parts: string[] = [];
  for (;;) {
    IDENT.lastIndex = pos;
    const m = IDENT.exec(text);
    if (!m) throw malformed(pos, 'job.target.expectName');
    parts.push(m[0]);
    pos = IDENT.lastIndex;
    if (text[pos] !== '.') break;
    pos += 1;
  }
  if (parts.length < 2) throw malformed(pos, 'job.target.expectMethod');
  return { name: parts.join('.'), end: pos };
}

function readNumber(text: string, pos: number) {
  NUMBER.lastIndex = pos;
  const m = NUMBER.exec(text);
  if (!m) return undefined;
  const [raw, fraction, suffix] = m;
  const digits = suffix ? raw.slice(0, -1) : raw;
  const value = Number(digits);
  const end = NUMBER.lastIndex;
  if (fraction || suffix === 'D' || suffix === 'd') {
    if (!Number.isFinite(value)) {
      throw new TargetError('job.target.range', { value: raw, type: 'Double' });
    }
    return { arg: { type: 'Double' as const, value }, end };
  }
  const type: ParamType = suffix ? 'Long' : 'Integer';
  const ok =
    type === 'Long'
      ? Number.isSafeInteger(value)
      : value >= INT_MIN && value <= INT_MAX;
  if (!ok) throw new TargetError('job.target.range', { value: raw, type });
  return { arg: { type, value }, end };
}

function readArg(text: string, pos: number): { arg: TargetArg; end: number } {
  const c = text[pos];
  if (c === "'" || c === '"') {
    const close = text.indexOf(c, pos + 1);
    if (close < 0) throw malformed(pos, 'job.target.unclosedString');
    return {
      arg: { type: 'String', value: text.slice(pos + 1, close) },
      end: close + 1,
    };
  }
  WORD.lastIndex = pos;
  const word = WORD.exec(text);
  if (word) {
    return {
      arg: { type: 'Boolean', value: word[1] === 'true' },
      end: WORD.lastIndex,
    };
  }
  const num = readNumber(text, pos);
  if (num) return num;
  throw malformed(pos, 'job.target.expectValue');
}

const skipSpace = (text: string, pos: number) => {
  while (pos < text.length && /\s/.test(text[pos])) pos += 1;
  return pos;
};

/** Reads a target or throws a TargetError naming what is wrong and where. */
export function parseTarget(text: string): ParsedTarget {
  let pos = skipSpace(text, 0);
  const { name, end } = readName(text, pos);
  pos = skipSpace(text, end);
  const args: TargetArg[] = [];
  if (text[pos] === '(') {
    pos = skipSpace(text, pos + 1);
    if (text[pos] !== ')') {
      for (;;) {
        const read = readArg(text, pos);
        args.push(read.arg);
        pos = skipSpace(text, read.end);
        if (text[pos] === ',') {
          pos = skipSpace(text, pos + 1);
          continue;
        }
        if (text[pos] === ')') break;
        throw malformed(pos, 'job.target.expectCommaOrClose');
      }
    }
    pos = skipSpace(text, pos + 1);
  }
  if (pos < text.length) throw malformed(pos, 'job.target.trailing');
  return { name, args };
}
