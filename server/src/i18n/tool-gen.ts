/**
 * Server messages of the code generator (`/tool/gen`), spread into the
 * catalogues of en.ts, zh-CN.ts and ja.ts.
 */
export const toolGenEn = {
  'field.tableName': 'Table name',
  'field.tableComment': 'Table description',
  'field.className': 'Entity name',
  'field.moduleName': 'Module name',
  'field.businessName': 'Business name',
  'field.functionName': 'Function name',
  'field.functionAuthor': 'Author',
  'field.javaField': 'Field name',
  'field.columnComment': 'Column description',
  'gen.identifier':
    '{field} may only hold lower-case letters, digits and _, and must start with a letter or _',
  'gen.fieldName':
    '{field} must be a camelCase name (a lower-case letter, then letters and digits)',
  'gen.notExists': 'The table configuration does not exist or was deleted',
  'gen.invalidConfig': 'The generator settings are not valid: {detail}',
  'gen.noPrimaryKey': 'The table has no primary key column',
  'gen.noFormColumn':
    'At least one column must be typed in the form when adding and one when editing',
  'gen.oneBetween': 'Only one column can be searched by range (BETWEEN)',
  'gen.betweenDatetime':
    'Range search (BETWEEN) needs a column displayed as date-time',
  'gen.treeCodeEmpty': 'The tree code column cannot be empty',
  'gen.treeParentCodeEmpty': 'The tree parent code column cannot be empty',
  'gen.treeNameEmpty': 'The tree name column cannot be empty',
  'gen.subTableEmpty': 'The name of the sub table cannot be empty',
  'gen.subFkEmpty': 'The foreign key column of the sub table cannot be empty',
  'gen.subNotImported':
    "The sub table '{name}' is not imported: import it into the code generator first",
  'gen.subFkInvalid':
    "The foreign key '{name}' must be a column of the sub table with the type of the master table's primary key",
  'gen.import.none': 'Select the tables to import',
  'gen.import.unknown':
    "Table '{name}' does not exist in the database or cannot be imported",
  'gen.import.exists': "Table '{name}' is already imported",
  'gen.sync.tableGone':
    "Synchronisation failed: table '{name}' no longer exists in the database",
  'gen.genCode.disabled':
    '[System preset] Generating files into the server directory is not allowed',
  'gen.create.empty': 'Enter one or more CREATE TABLE statements',
  'gen.create.syntax':
    'The SQL could not be parsed: syntax error at line {line}, column {column}',
  'gen.create.unparsable':
    'The SQL could not be parsed (for example, an escape in a string gives a character that is not accepted)',
  'gen.create.onlyCreate':
    'Statement {n}: only CREATE TABLE statements (and COMMENT ON for their tables and columns) are accepted',
  'gen.create.clause':
    'Statement {n}: {clause} is not accepted in a table definition',
  'gen.create.qualified':
    "Statement {n}: '{name}' names a schema; write the table name alone",
  'gen.create.tableName':
    "Statement {n}: '{name}' is not a valid table name (lower-case letters, digits and _)",
  'gen.create.reserved':
    "Statement {n}: table names starting with '{prefix}' are reserved",
  'gen.create.name':
    "Statement {n}: '{name}' is not a valid column or constraint name (lower-case letters, digits and _)",
  'gen.create.noColumns': 'Statement {n}: the table has no columns',
  'gen.create.columnType':
    "Statement {n}: column '{column}' has type {type}, which is not accepted (accepted: {allowed})",
  'gen.create.columnClause':
    "Statement {n}: column '{column}': {clause} is not accepted",
  'gen.create.default':
    "Statement {n}: the default of column '{column}' must be a constant (a number, a string, true/false, NULL or the current date/time)",
  'gen.create.references':
    "Statement {n}: a foreign key may only reference a table created earlier in the same text ('{name}' is not)",
  'gen.create.comment':
    'Statement {n}: COMMENT ON is accepted only for tables and columns created earlier in the same text',
  'gen.create.rebuild':
    'Statement {n} could not be rebuilt exactly from its parse tree, so nothing was run',
  'gen.create.tableExists': "Table '{name}' already exists",
  'gen.create.failed':
    'Failed to create the table structure: the database refused the statements (the details are in the server log)',
};

type Keys = keyof typeof toolGenEn;

export const toolGenZhCN: Record<Keys, string> = {
  'field.tableName': '表名称',
  'field.tableComment': '表描述',
  'field.className': '实体类名称',
  'field.moduleName': '生成模块名',
  'field.businessName': '生成业务名',
  'field.functionName': '生成功能名',
  'field.functionAuthor': '作者',
  'field.javaField': '字段属性名',
  'field.columnComment': '字段描述',
  'gen.identifier':
    '{field}只能包含小写字母、数字和下划线，并以字母或下划线开头',
  'gen.fieldName': '{field}必须是驼峰命名（小写字母开头，后接字母和数字）',
  'gen.notExists': '表配置不存在或已被删除',
  'gen.invalidConfig': '生成配置无效：{detail}',
  'gen.noPrimaryKey': '该表没有主键列',
  'gen.noFormColumn': '新增和修改表单中各至少需要一个可填写的字段',
  'gen.oneBetween': '只能有一个字段按范围（BETWEEN）查询',
  'gen.betweenDatetime': '范围查询（BETWEEN）只能用于显示类型为日期控件的字段',
  'gen.treeCodeEmpty': '树编码字段不能为空',
  'gen.treeParentCodeEmpty': '树父编码字段不能为空',
  'gen.treeNameEmpty': '树名称字段不能为空',
  'gen.subTableEmpty': '关联子表的表名不能为空',
  'gen.subFkEmpty': '子表关联的外键名不能为空',
  'gen.subNotImported': "关联子表'{name}'尚未导入，请先在代码生成中导入",
  'gen.subFkInvalid':
    "子表关联的外键名'{name}'必须是子表的列，且类型与主表主键相同",
  'gen.import.none': '请选择要导入的表',
  'gen.import.unknown': "表'{name}'在数据库中不存在或不能导入",
  'gen.import.exists': "表'{name}'已导入",
  'gen.sync.tableGone': "同步数据失败，原表结构'{name}'不存在",
  'gen.genCode.disabled': '【系统预设】不允许生成文件覆盖到本地',
  'gen.create.empty': '请输入一条或多条 CREATE TABLE 语句',
  'gen.create.syntax': 'SQL 无法解析：第 {line} 行第 {column} 列有语法错误',
  'gen.create.unparsable':
    'SQL 无法解析（例如字符串中的转义生成了不被接受的字符）',
  'gen.create.onlyCreate':
    '第 {n} 条语句：只接受 CREATE TABLE 语句（以及为其表和列添加的 COMMENT ON）',
  'gen.create.clause': '第 {n} 条语句：表定义中不接受 {clause}',
  'gen.create.qualified': "第 {n} 条语句：'{name}'带有模式名，请只写表名",
  'gen.create.tableName':
    "第 {n} 条语句：'{name}'不是有效的表名（小写字母、数字和下划线）",
  'gen.create.reserved': "第 {n} 条语句：以'{prefix}'开头的表名为系统保留",
  'gen.create.name':
    "第 {n} 条语句：'{name}'不是有效的列名或约束名（小写字母、数字和下划线）",
  'gen.create.noColumns': '第 {n} 条语句：表没有任何列',
  'gen.create.columnType':
    "第 {n} 条语句：列'{column}'的类型 {type} 不被接受（可用类型：{allowed}）",
  'gen.create.columnClause': "第 {n} 条语句：列'{column}'不接受 {clause}",
  'gen.create.default':
    "第 {n} 条语句：列'{column}'的默认值必须是常量（数字、字符串、true/false、NULL 或当前日期时间）",
  'gen.create.references':
    "第 {n} 条语句：外键只能引用同一段文本中先前创建的表（'{name}'不是）",
  'gen.create.comment':
    '第 {n} 条语句：COMMENT ON 只接受同一段文本中先前创建的表和列',
  'gen.create.rebuild':
    '第 {n} 条语句无法从其语法树精确重建，因此未执行任何语句',
  'gen.create.tableExists': "表'{name}'已存在",
  'gen.create.failed':
    '创建表结构异常：数据库拒绝了这些语句（详细信息已记录在服务器日志中）',
};

export const toolGenJa: Record<Keys, string> = {
  'field.tableName': 'テーブル名',
  'field.tableComment': 'テーブル説明',
  'field.className': 'エンティティ名',
  'field.moduleName': 'モジュール名',
  'field.businessName': '業務名',
  'field.functionName': '機能名',
  'field.functionAuthor': '作成者',
  'field.javaField': 'フィールド名',
  'field.columnComment': '列の説明',
  'gen.identifier':
    '{field}には英小文字・数字・_のみ使え、英字または_で始める必要があります',
  'gen.fieldName':
    '{field}はキャメルケース（英小文字で始まり、英字と数字が続く）にしてください',
  'gen.notExists': 'テーブル設定が存在しないか、削除されています',
  'gen.invalidConfig': '生成設定が正しくありません：{detail}',
  'gen.noPrimaryKey': 'テーブルに主キー列がありません',
  'gen.noFormColumn':
    '追加フォームと編集フォームにそれぞれ入力できる列が少なくとも1つ必要です',
  'gen.oneBetween': '範囲検索（BETWEEN）できる列は1つだけです',
  'gen.betweenDatetime':
    '範囲検索（BETWEEN）は表示タイプが日時の列にのみ使えます',
  'gen.treeCodeEmpty': 'ツリーコード列を指定してください',
  'gen.treeParentCodeEmpty': 'ツリー親コード列を指定してください',
  'gen.treeNameEmpty': 'ツリー名列を指定してください',
  'gen.subTableEmpty': '関連サブテーブル名を指定してください',
  'gen.subFkEmpty': 'サブテーブルの外部キー列を指定してください',
  'gen.subNotImported':
    "関連サブテーブル'{name}'はインポートされていません：先にコード生成へインポートしてください",
  'gen.subFkInvalid':
    "サブテーブルの外部キー'{name}'は、マスターテーブルの主キーと同じ型のサブテーブルの列である必要があります",
  'gen.import.none': 'インポートするテーブルを選択してください',
  'gen.import.unknown':
    "テーブル'{name}'はデータベースに存在しないか、インポートできません",
  'gen.import.exists': "テーブル'{name}'はインポート済みです",
  'gen.sync.tableGone':
    "同期に失敗しました：テーブル'{name}'はデータベースに存在しません",
  'gen.genCode.disabled':
    '【システム設定】サーバーのディレクトリへのファイル生成は許可されていません',
  'gen.create.empty': 'CREATE TABLE 文を1つ以上入力してください',
  'gen.create.syntax':
    'SQL を解析できません：{line} 行目 {column} 列目に構文エラーがあります',
  'gen.create.unparsable':
    'SQL を解析できません（文字列内のエスケープが受け付けられない文字になる場合など）',
  'gen.create.onlyCreate':
    '{n} 番目の文：CREATE TABLE 文（とそのテーブル・列への COMMENT ON）のみ受け付けます',
  'gen.create.clause': '{n} 番目の文：テーブル定義に {clause} は使えません',
  'gen.create.qualified':
    "{n} 番目の文：'{name}'にはスキーマ名が付いています。テーブル名だけを書いてください",
  'gen.create.tableName':
    "{n} 番目の文：'{name}'は有効なテーブル名ではありません（英小文字・数字・_）",
  'gen.create.reserved':
    "{n} 番目の文：'{prefix}'で始まるテーブル名は予約されています",
  'gen.create.name':
    "{n} 番目の文：'{name}'は有効な列名・制約名ではありません（英小文字・数字・_）",
  'gen.create.noColumns': '{n} 番目の文：テーブルに列がありません',
  'gen.create.columnType':
    "{n} 番目の文：列'{column}'の型 {type} は使えません（使える型：{allowed}）",
  'gen.create.columnClause':
    "{n} 番目の文：列'{column}'に {clause} は使えません",
  'gen.create.default':
    "{n} 番目の文：列'{column}'のデフォルト値は定数（数値、文字列、true/false、NULL、現在の日付・時刻）にしてください",
  'gen.create.references':
    "{n} 番目の文：外部キーは同じテキストで先に作成したテーブルだけを参照できます（'{name}'は該当しません）",
  'gen.create.comment':
    '{n} 番目の文：COMMENT ON は同じテキストで先に作成したテーブルと列にのみ使えます',
  'gen.create.rebuild':
    '{n} 番目の文を構文木から正確に再構築できなかったため、何も実行していません',
  'gen.create.tableExists': "テーブル'{name}'は既に存在します",
  'gen.create.failed':
    'テーブル構造の作成に失敗しました：データベースが文を拒否しました（詳細はサーバーログに記録されています）',
};
