/** Shapes of the admin home's figures (`GET /dashboard/panels`). */
import { Type } from '@sinclair/typebox';
import { LABEL_KEYWORD } from './fields.js';

const Int = Type.Integer();
const Day = Type.String({ description: 'yyyy-MM-dd (server local date)' });

/** Days the sign-in chart may cover (text, as query strings arrive). */
export const SIGN_IN_DAYS = ['7', '14', '30'] as const;

export const DashboardQuery = Type.Object({
  signInDays: Type.Optional(
    Type.String({
      [LABEL_KEYWORD]: 'dashboard.field.signInDays',
      enum: ['', ...SIGN_IN_DAYS],
    }),
  ),
});

const ColumnFigures = Type.Object({
  total: Int,
  columns: Type.Array(
    Type.Object({ navId: Int, navName: Type.String(), count: Int }),
  ),
});

/** Each panel is present only for a viewer who may see its area's list. */
export const DashboardPanels = Type.Object({
  enquiries: Type.Optional(
    Type.Object({
      total: Int,
      handled: Int,
      today: Int,
      days: Type.Array(Type.Object({ date: Day, total: Int, handled: Int })),
      responseTime: Type.Object({
        medianHours: Type.Union([Type.Number(), Type.Null()], {
          description:
            'median hours from arrival to first answer (one decimal), over the enquiries first answered in the last `days` days; null without any',
        }),
        answered: Type.Integer({ description: 'enquiries the median is over' }),
        targetHours: Type.Integer({
          description: 'parameter sys.contact.responseTargetHours',
        }),
        days: Type.Integer({ description: 'the window, in days up to today' }),
      }),
    }),
  ),
  records: Type.Optional(ColumnFigures),
  products: Type.Optional(ColumnFigures),
  signIns: Type.Optional(
    Type.Object({
      success: Int,
      failure: Int,
      todaySuccess: Int,
      todayFailure: Int,
      days: Type.Array(Type.Object({ date: Day, success: Int, failure: Int })),
    }),
  ),
  operations: Type.Optional(
    Type.Object({
      total: Int,
      today: Int,
      days: Int,
      modules: Type.Array(Type.Object({ title: Type.String(), count: Int })),
      otherModules: Int,
      types: Type.Array(Type.Object({ businessType: Int, count: Int })),
    }),
  ),
});
