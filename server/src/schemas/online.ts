/** Shapes of online users. */
import { Type } from '@sinclair/typebox';

export const OnlineQuery = Type.Object({
  ipaddr: Type.Optional(Type.String({ maxLength: 128 })),
  userName: Type.Optional(Type.String({ maxLength: 50 })),
});

export const OnlineUserSchema = Type.Object({
  tokenId: Type.String(),
  deptName: Type.String(),
  userName: Type.String(),
  ipaddr: Type.String(),
  loginLocation: Type.String(),
  browser: Type.String(),
  os: Type.String(),
  /** epoch ms */
  loginTime: Type.Number(),
});

export const TokenIdParams = Type.Object({
  tokenId: Type.String({ pattern: '^[0-9A-Za-z-]{1,64}$' }),
});
