/** Shapes of scheduled jobs, the job log and the task registry. */
import { Type } from '@sinclair/typebox';
import { PageQueryProps } from '../repositories/lib/page.js';
import { editFields, Field, withDefault } from './fields.js';

const Str = Type.String();
const NStr = Type.Union([Type.String(), Type.Null()]);

export const JobSchema = Type.Object({
  jobId: Type.Integer(),
  jobName: Str,
  jobGroup: Str,
  invokeTarget: Str,
  cronExpression: Str,
  misfirePolicy: Str,
  concurrent: Str,
  status: Str,
  remark: Type.Optional(NStr),
  nextValidTime: Type.Optional(NStr),
  createBy: Type.Optional(Str),
  createTime: Type.Optional(NStr),
  updateBy: Type.Optional(Str),
  updateTime: Type.Optional(NStr),
  version: Type.Optional(Type.Integer()),
});

export const JobQuery = Type.Object({
  ...PageQueryProps,
  jobName: Type.Optional(Type.String({ maxLength: 64 })),
  jobGroup: Type.Optional(Type.String({ maxLength: 64 })),
  status: Type.Optional(Type.String({ pattern: '^[01]?$' })),
  invokeTarget: Type.Optional(Type.String({ maxLength: 500 })),
});

const JobFields = {
  jobName: Field.text('field.jobName', 64),
  jobGroup: withDefault(Field.text('field.jobGroup', 64), 'DEFAULT'),
  invokeTarget: Field.text('field.invokeTarget', 500),
  cronExpression: Field.text('field.cronExpression', 255),
  // RuoYi's form sends these as numbers or strings; ajv coerces to text.
  misfirePolicy: Type.Optional(
    Type.String({
      'x-label': 'field.misfirePolicy',
      enum: ['0', '1', '2', '3'],
    }),
  ),
  concurrent: Type.Optional(
    Type.String({ 'x-label': 'field.concurrent', enum: ['0', '1'] }),
  ),
  status: withDefault(Field.status(), '0'),
  remark: Field.optionalText('field.remark', 500),
};

export const JobAdd = Type.Object(JobFields);

export const JobEdit = Type.Object({
  jobId: Field.int('field.jobId'),
  version: Field.version(),
  ...editFields(JobFields),
});

export const JobChangeStatus = Type.Object({
  jobId: Field.int('field.jobId'),
  status: Field.status(),
});

export const JobRun = Type.Object({
  jobId: Field.int('field.jobId'),
  jobGroup: Type.Optional(Type.String({ maxLength: 64 })),
});

export const TaskSchema = Type.Object({
  name: Str,
  description: Str,
  params: Type.Array(
    Type.Object({
      label: Str,
      type: Type.Union([
        Type.Literal('String'),
        Type.Literal('Boolean'),
        Type.Literal('Long'),
        Type.Literal('Double'),
        Type.Literal('Integer'),
      ]),
      min: Type.Optional(Type.Number()),
    }),
  ),
});

export const JobLogSchema = Type.Object({
  jobLogId: Type.Integer(),
  jobName: Str,
  jobGroup: Str,
  invokeTarget: Str,
  jobMessage: NStr,
  status: Str,
  exceptionInfo: Str,
  startTime: NStr,
  stopTime: NStr,
  createTime: NStr,
});

export const JobLogQuery = Type.Object({
  ...PageQueryProps,
  jobName: Type.Optional(Type.String({ maxLength: 64 })),
  jobGroup: Type.Optional(Type.String({ maxLength: 64 })),
  status: Type.Optional(Type.String({ pattern: '^[01]?$' })),
  invokeTarget: Type.Optional(Type.String({ maxLength: 500 })),
});
