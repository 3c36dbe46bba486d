import type { Queryable } from '../db/index.js';

export class ConfigRepository {
  constructor(private readonly db: Queryable) {}

  async findValueByKey(key: string): Promise<string | undefined> {
    const row = await this.db.one<{ value: string }>(
      'SELECT config_value AS value FROM sys_config WHERE config_key = $1',
      [key],
    );
    return row?.value;
  }
}
