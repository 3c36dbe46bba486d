/**
 * Invoke targets as the task picker edits them: a registered task and its
 * argument values ↔ RuoYi's text `bean.method('x', true, 2L, 1.5D, 3)`.
 * The server reads the text strictly and is the judge of what is valid.
 */
import type { JobTask, TaskParamType } from '@/api/monitor/job';

export type ArgValue = string | boolean | number | null;

export interface PickedTarget {
  task: string;
  args: ArgValue[];
}

/** Text of a picked task (empty values are written as they are, for the server to refuse). */
export function formatTarget(task: JobTask, args: readonly ArgValue[]): string {
  if (task.params.length === 0) return task.name;
  const text = task.params.map((p, i) => literal(p.type, args[i]));
  return `${task.name}(${text.join(', ')})`;
}

function literal(type: TaskParamType, v: ArgValue | undefined): string {
  if (type === 'String') {
    const s = v == null ? '' : String(v);
    return s.includes("'") ? `"${s}"` : `'${s}'`;
  }
  if (type === 'Boolean') return v === true ? 'true' : 'false';
  if (v == null || v === '') return '';
  if (type === 'Long') return `${v}L`;
  if (type === 'Double') return `${v}D`;
  return String(v);
}

/** Splits `a, 'b, c', 3` at top-level commas (quotes respected). */
function splitArgs(text: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quote: string | null = null;
  for (const c of text) {
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"') {
      quote = c;
    } else if (c === ',') {
      out.push(cur.trim());
      cur = '';
      continue;
    }
    cur += c;
  }
  out.push(cur.trim());
  return out;
}

function valueOf(type: TaskParamType, raw: string): ArgValue | undefined {
  if (type === 'String') {
    const m = /^(['"])(.*)\1$/s.exec(raw);
    return m ? m[2] : undefined;
  }
  if (type === 'Boolean') {
    return raw === 'true' ? true : raw === 'false' ? false : undefined;
  }
  const m =
    type === 'Double'
      ? /^(-?\d+(?:\.\d+)?)[Dd]?$/.exec(raw)
      : type === 'Long'
        ? /^(-?\d+)[Ll]$/.exec(raw)
        : /^(-?\d+)$/.exec(raw);
  return m ? Number(m[1]) : undefined;
}

/** The registered task a text names with matching arguments, if any. */
export function pickTarget(
  text: string,
  tasks: readonly JobTask[],
): PickedTarget | undefined {
  const m = /^\s*([\w$]+(?:\.[\w$]+)+)\s*(?:\((.*)\))?\s*$/s.exec(text);
  if (!m) return undefined;
  const task = tasks.find((t) => t.name === m[1]);
  if (!task) return undefined;
  const raw = m[2]?.trim() ? splitArgs(m[2]) : [];
  if (raw.length !== task.params.length) return undefined;
  const args = task.params.map((p, i) => valueOf(p.type, raw[i]));
  if (args.some((a) => a === undefined)) return undefined;
  return { task: task.name, args: args as ArgValue[] };
}
