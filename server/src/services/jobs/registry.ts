/**
 * The registry of tasks a job may invoke. A job's invoke target is read by
 * parseTarget (target.ts) and must name a task registered here with
 * arguments of exactly its parameter types; anything else is refused when
 * the job is saved, and again (as a failed run) if a stored target no longer
 * matches. Nothing outside this registry can ever run.
 */
import type { MessageKey } from '../../i18n/index.js';
import type { LogMessage } from '../../repositories/job-logs.js';
import {
  parseTarget,
  TargetError,
  type ParamType,
  type TargetArg,
} from './target.js';

export type ArgValue = TargetArg['value'];

export interface TaskParam {
  /** Message key of the parameter's name. */
  label: MessageKey;
  type: ParamType;
  /** Smallest accepted number (numeric parameters). */
  min?: number;
}

export interface TaskDef<C> {
  /** `bean.method`, as written in invoke targets. */
  name: string;
  /** Message key saying what the task does. */
  description: MessageKey;
  params: readonly TaskParam[];
  /** Runs the task; the message goes into the job log. */
  run(ctx: C, args: readonly ArgValue[]): Promise<LogMessage>;
}

export interface ResolvedTarget<C> {
  task: TaskDef<C>;
  args: ArgValue[];
}

export class TaskRegistry<C> {
  private readonly byName = new Map<string, TaskDef<C>>();

  constructor(tasks: readonly TaskDef<C>[]) {
    for (const t of tasks) this.byName.set(t.name, t);
  }

  list(): TaskDef<C>[] {
    return [...this.byName.values()];
  }

  /** A registered task and its typed arguments, or a TargetError saying why not. */
  resolve(text: string): ResolvedTarget<C> {
    const parsed = parseTarget(text);
    const task = this.byName.get(parsed.name);
    if (!task) {
      throw new TargetError('job.target.unknown', {
        name: parsed.name,
        names: [...this.byName.keys()].join(', '),
      });
    }
    const expected = task.params.map((p) => p.type).join(', ');
    const given = parsed.args.map((a) => a.type).join(', ');
    if (expected !== given) {
      throw new TargetError('job.target.signature', {
        name: task.name,
        expected: expected || '-',
        given: given || '-',
      });
    }
    parsed.args.forEach((a, i) => {
      const min = task.params[i].min;
      if (min !== undefined && typeof a.value === 'number' && a.value < min) {
        throw new TargetError('job.target.min', {
          position: i + 1,
          min,
          value: a.value,
        });
      }
    });
    return { task, args: parsed.args.map((a) => a.value) };
  }
}
