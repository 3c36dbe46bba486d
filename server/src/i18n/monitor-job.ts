/**
 * Server messages of scheduled jobs and job log (`/monitor/job`, `/monitor/jobLog`) and the task registry,
 * spread into the catalogues of en.ts, zh-CN.ts and ja.ts.
 */
export const monitorJobEn = {
  'field.jobId': 'Job ID',
  'field.jobName': 'Job name',
  'field.jobGroup': 'Job group',
  'field.invokeTarget': 'Invoke target',
  'field.cronExpression': 'Cron expression',
  'field.misfirePolicy': 'Misfire policy',
  'field.concurrent': 'Concurrent',
  'job.notExists': 'The job does not exist or has expired!',
  'job.running':
    "Job '{name}' is running and does not allow concurrent runs; try again when it has finished",
  'job.add.cronInvalid':
    "Failed to add job '{name}': the cron expression is not valid",
  'job.edit.cronInvalid':
    "Failed to modify job '{name}': the cron expression is not valid",
  'job.add.targetInvalid': "Failed to add job '{name}': {reason}",
  'job.edit.targetInvalid': "Failed to modify job '{name}': {reason}",
  'job.target.expectName':
    'Invoke target, character {pos}: a task name (bean.method) was expected',
  'job.target.expectMethod':
    'Invoke target, character {pos}: the task name needs a bean and a method (bean.method)',
  'job.target.unclosedString':
    'Invoke target, character {pos}: the text value is not closed with its quote',
  'job.target.expectValue':
    "Invoke target, character {pos}: a value was expected ('text', true/false, 10, 10L, 1.5D)",
  'job.target.expectCommaOrClose':
    "Invoke target, character {pos}: ',' or ')' was expected",
  'job.target.trailing':
    'Invoke target, character {pos}: unexpected text after the task',
  'job.target.range': 'The value {value} is out of range for {type}',
  'job.target.unknown':
    "'{name}' is not a registered task. Registered tasks: {names}",
  'job.target.signature':
    "Task '{name}' takes ({expected}) but was given ({given})",
  'job.target.min':
    'Parameter {position} must be at least {min} (given: {value})',
  'job.log.took': '{name} took {ms} ms: {result}',
  'job.result.noParams': 'ran without parameters',
  'job.result.params': 'ran with parameters: {args}',
  'job.result.operLog':
    'removed {count} operation log rows older than {days} days',
  'job.result.loginLog':
    'removed {count} login log rows older than {days} days',
  'job.result.jobLog': 'removed {count} job log rows older than {days} days',
  'job.result.cleanExpired':
    'removed {sessionsGone} expired sessions and {captchaGone} captcha answers; {sessions} sessions and {captcha} captcha answers remain',
  'job.result.recountViews':
    "{records} records have {views} views in total ({repaired} totals repaired from the view log); most viewed: '{top}' ({topViews})",
  'job.result.failed': 'failed: {error}',
  'job.task.ryNoParams': 'Sample task without parameters',
  'job.task.ryParams': 'Sample task with one text parameter',
  'job.task.ryMultipleParams':
    'Sample task with parameters of every type (text, boolean, long, decimal, integer)',
  'job.task.operLog': 'Clean operation log rows older than N days',
  'job.task.loginLog': 'Clean login log rows older than N days',
  'job.task.jobLog': 'Clean job log rows older than N days',
  'job.task.cleanExpired':
    'Clean expired sessions and captcha answers (and report what is left)',
  'job.result.cleanRevisions':
    'deleted {count} content revisions older than {days} days (each item keeps its newest)',
  'job.task.cleanRevisions':
    'Clean content revisions older than the parameter sys.content.revisionDays (each item keeps its newest)',
  'job.task.recountViews':
    "Recount every record's views from the view log, repair totals that differ, and report the total and the most viewed record",
  'job.param.days': 'Days',
  'job.param.text': 'Text',
  'job.param.flag': 'Flag',
  'job.param.long': 'Long number',
  'job.param.double': 'Decimal number',
  'job.param.integer': 'Integer',
  'job.misfire.0': 'Default',
  'job.misfire.1': 'Run immediately',
  'job.misfire.2': 'Run once',
  'job.misfire.3': 'Do nothing',
  'job.concurrent.0': 'Allowed',
  'job.concurrent.1': 'Forbidden',
  'job.excel.sheet': 'Scheduled jobs',
  'jobLog.excel.sheet': 'Job log',
  'field.jobLogId': 'Log ID',
  'field.jobMessage': 'Log message',
  'field.exceptionInfo': 'Exception',
  'field.startTime': 'Start time',
  'field.stopTime': 'Stop time',
  'field.runStatus': 'Run status',
};

type Keys = keyof typeof monitorJobEn;

export const monitorJobZhCN: Record<Keys, string> = {
  'field.jobId': '任务编号',
  'field.jobName': '任务名称',
  'field.jobGroup': '任务组名',
  'field.invokeTarget': '调用目标字符串',
  'field.cronExpression': 'cron执行表达式',
  'field.misfirePolicy': '计划策略',
  'field.concurrent': '并发执行',
  'job.notExists': '任务不存在或已过期！',
  'job.running': "任务'{name}'正在执行且不允许并发执行，请在执行结束后重试",
  'job.add.cronInvalid': "新增任务'{name}'失败，Cron表达式不正确",
  'job.edit.cronInvalid': "修改任务'{name}'失败，Cron表达式不正确",
  'job.add.targetInvalid': "新增任务'{name}'失败，{reason}",
  'job.edit.targetInvalid': "修改任务'{name}'失败，{reason}",
  'job.target.expectName': '调用目标第{pos}个字符处：应为任务名（bean.method）',
  'job.target.expectMethod':
    '调用目标第{pos}个字符处：任务名需要由 bean 和方法组成（bean.method）',
  'job.target.unclosedString': '调用目标第{pos}个字符处：文本值缺少结束引号',
  'job.target.expectValue':
    "调用目标第{pos}个字符处：应为参数值（'文本'、true/false、10、10L、1.5D）",
  'job.target.expectCommaOrClose': "调用目标第{pos}个字符处：应为 ',' 或 ')'",
  'job.target.trailing': '调用目标第{pos}个字符处：任务之后有多余内容',
  'job.target.range': '值 {value} 超出 {type} 的范围',
  'job.target.unknown': "'{name}' 不是已注册的任务。已注册的任务：{names}",
  'job.target.signature':
    "任务 '{name}' 的参数为 ({expected})，实际为 ({given})",
  'job.target.min': '第{position}个参数不能小于 {min}（实际：{value}）',
  'job.log.took': '{name} 总共耗时：{ms}毫秒，{result}',
  'job.result.noParams': '执行无参方法',
  'job.result.params': '执行有参方法：{args}',
  'job.result.operLog': '删除了 {count} 条 {days} 天前的操作日志',
  'job.result.loginLog': '删除了 {count} 条 {days} 天前的登录日志',
  'job.result.jobLog': '删除了 {count} 条 {days} 天前的调度日志',
  'job.result.cleanExpired':
    '删除了 {sessionsGone} 个过期会话和 {captchaGone} 个验证码；剩余 {sessions} 个会话和 {captcha} 个验证码',
  'job.result.recountViews':
    "{records} 条记录共浏览 {views} 次（按浏览日志修正了 {repaired} 个总数）；浏览最多：'{top}'（{topViews}）",
  'job.result.failed': '执行失败：{error}',
  'job.task.ryNoParams': '无参示例任务',
  'job.task.ryParams': '带一个文本参数的示例任务',
  'job.task.ryMultipleParams':
    '带各类参数（文本、布尔、长整数、小数、整数）的示例任务',
  'job.task.operLog': '清理 N 天前的操作日志',
  'job.task.loginLog': '清理 N 天前的登录日志',
  'job.task.jobLog': '清理 N 天前的调度日志',
  'job.task.cleanExpired': '清理过期的会话和验证码（并报告剩余数量）',
  'job.result.cleanRevisions':
    '删除了 {count} 条 {days} 天前的内容修订（每项内容保留最新的一条）',
  'job.task.cleanRevisions':
    '清理早于参数 sys.content.revisionDays 天数的内容修订（每项内容保留最新的一条）',
  'job.task.recountViews':
    '按浏览日志重新统计所有记录的浏览量，修正不一致的总数，并报告总数和浏览最多的记录',
  'job.param.days': '天数',
  'job.param.text': '文本',
  'job.param.flag': '开关',
  'job.param.long': '长整数',
  'job.param.double': '小数',
  'job.param.integer': '整数',
  'job.misfire.0': '默认策略',
  'job.misfire.1': '立即执行',
  'job.misfire.2': '执行一次',
  'job.misfire.3': '放弃执行',
  'job.concurrent.0': '允许',
  'job.concurrent.1': '禁止',
  'job.excel.sheet': '定时任务',
  'jobLog.excel.sheet': '调度日志',
  'field.jobLogId': '日志序号',
  'field.jobMessage': '日志信息',
  'field.exceptionInfo': '异常信息',
  'field.startTime': '开始时间',
  'field.stopTime': '结束时间',
  'field.runStatus': '执行状态',
};

export const monitorJobJa: Record<Keys, string> = {
  'field.jobId': 'ジョブID',
  'field.jobName': 'ジョブ名',
  'field.jobGroup': 'ジョブグループ',
  'field.invokeTarget': '呼び出し対象',
  'field.cronExpression': 'cron 式',
  'field.misfirePolicy': '実行漏れポリシー',
  'field.concurrent': '同時実行',
  'job.notExists': 'ジョブが存在しないか、期限切れです！',
  'job.running':
    "ジョブ'{name}'は実行中で、同時実行は許可されていません。終了後に再度お試しください",
  'job.add.cronInvalid':
    "ジョブ'{name}'の追加に失敗しました：cron 式が正しくありません",
  'job.edit.cronInvalid':
    "ジョブ'{name}'の変更に失敗しました：cron 式が正しくありません",
  'job.add.targetInvalid': "ジョブ'{name}'の追加に失敗しました：{reason}",
  'job.edit.targetInvalid': "ジョブ'{name}'の変更に失敗しました：{reason}",
  'job.target.expectName':
    '呼び出し対象の {pos} 文字目：タスク名（bean.method）が必要です',
  'job.target.expectMethod':
    '呼び出し対象の {pos} 文字目：タスク名は bean とメソッド（bean.method）からなります',
  'job.target.unclosedString':
    '呼び出し対象の {pos} 文字目：文字列が閉じ引用符で終わっていません',
  'job.target.expectValue':
    "呼び出し対象の {pos} 文字目：値が必要です（'文字列'、true/false、10、10L、1.5D）",
  'job.target.expectCommaOrClose':
    "呼び出し対象の {pos} 文字目：',' または ')' が必要です",
  'job.target.trailing':
    '呼び出し対象の {pos} 文字目：タスクの後に余分な文字があります',
  'job.target.range': '値 {value} は {type} の範囲外です',
  'job.target.unknown':
    "'{name}' は登録されたタスクではありません。登録済みタスク：{names}",
  'job.target.signature':
    "タスク '{name}' の引数は ({expected}) ですが、({given}) が指定されました",
  'job.target.min':
    '{position} 番目の引数は {min} 以上にしてください（指定値：{value}）',
  'job.log.took': '{name} 所要時間：{ms} ミリ秒、{result}',
  'job.result.noParams': '引数なしで実行しました',
  'job.result.params': '引数付きで実行しました：{args}',
  'job.result.operLog': '{days} 日より前の操作ログを {count} 件削除しました',
  'job.result.loginLog':
    '{days} 日より前のログインログを {count} 件削除しました',
  'job.result.jobLog': '{days} 日より前のジョブログを {count} 件削除しました',
  'job.result.cleanExpired':
    '期限切れのセッション {sessionsGone} 件と CAPTCHA {captchaGone} 件を削除しました。残り：セッション {sessions} 件、CAPTCHA {captcha} 件',
  'job.result.recountViews':
    "{records} 件のレコードの閲覧数は合計 {views} 回（閲覧ログから {repaired} 件の合計を修正）。最多：'{top}'（{topViews}）",
  'job.result.failed': '失敗しました：{error}',
  'job.task.ryNoParams': '引数なしのサンプルタスク',
  'job.task.ryParams': '文字列引数 1 つのサンプルタスク',
  'job.task.ryMultipleParams':
    '各型（文字列、真偽値、長整数、小数、整数）の引数を取るサンプルタスク',
  'job.task.operLog': 'N 日より前の操作ログを削除',
  'job.task.loginLog': 'N 日より前のログインログを削除',
  'job.task.jobLog': 'N 日より前のジョブログを削除',
  'job.task.cleanExpired':
    '期限切れのセッションと CAPTCHA の答えを削除（残りを報告）',
  'job.result.cleanRevisions':
    '{days} 日より前のコンテンツのリビジョンを {count} 件削除しました（各コンテンツの最新の1件は残します）',
  'job.task.cleanRevisions':
    'パラメータ sys.content.revisionDays の日数より古いコンテンツのリビジョンを削除（各コンテンツの最新の1件は残す）',
  'job.task.recountViews':
    '閲覧ログから全レコードの閲覧数を数え直し、食い違う合計を修正して、合計と最も閲覧されたレコードを報告',
  'job.param.days': '日数',
  'job.param.text': '文字列',
  'job.param.flag': 'フラグ',
  'job.param.long': '長整数',
  'job.param.double': '小数',
  'job.param.integer': '整数',
  'job.misfire.0': 'デフォルト',
  'job.misfire.1': '直ちに実行',
  'job.misfire.2': '1 回実行',
  'job.misfire.3': '実行しない',
  'job.concurrent.0': '許可',
  'job.concurrent.1': '禁止',
  'job.excel.sheet': '定期ジョブ',
  'jobLog.excel.sheet': 'ジョブログ',
  'field.jobLogId': 'ログID',
  'field.jobMessage': 'ログメッセージ',
  'field.exceptionInfo': '例外情報',
  'field.startTime': '開始時刻',
  'field.stopTime': '終了時刻',
  'field.runStatus': '実行状態',
};
