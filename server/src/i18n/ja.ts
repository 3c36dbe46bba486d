import type { Messages } from './en.js';
import { menuNamesJa } from './menu-names.js';
import { menuTitlesJa } from './menu-titles.js';
import { projectNavJa } from './project-nav.js';
import { contactWorkJa } from './contact-work.js';
import { projectContentJa } from './project-content.js';
import { publishingJa } from './publishing.js';
import { releaseJa } from './release.js';
import { previewJa } from './preview.js';
import { monitorJobJa } from './monitor-job.js';
import { grantsJa } from './grants.js';
import { uploadsJa } from './uploads.js';
import { configPublicJa } from './config-public.js';
import { lockoutJa } from './lockout.js';
import { toolGenJa } from './tool-gen.js';
import { monitorCacheJa } from './monitor-cache.js';
import { monitorServerJa } from './monitor-server.js';
import { dashboardJa } from './dashboard.js';
import { unavailableJa } from './unavailable.js';
import { websiteJa } from './website.js';
import { consultingItemJa } from './consulting-item.js';
import { mailJa } from './mail.js';
import { mediaAdminJa } from './media-admin.js';
import { mediaJa } from './media.js';
import { configTextsJa } from './config-texts.js';
import { storedTextJa } from './stored-text.js';

export const ja: Messages = {
  ...projectContentJa,
  ...publishingJa,
  ...releaseJa,
  ...previewJa,
  'common.success': '操作に成功しました',
  'common.error': '操作に失敗しました',
  'common.querySuccess': '検索に成功しました',
  'auth.unauthorized':
    'リクエスト {uri}：認証に失敗したため、システムリソースにアクセスできません',
  'auth.forbidden': '権限がありません。管理者に連絡してください',
  'captcha.expired': '認証コードの有効期限が切れました',
  'captcha.error': '認証コードが正しくありません',
  'user.notMatch': 'ユーザーが存在しないか、パスワードが正しくありません',
  'user.deleted': '申し訳ありません。このアカウントは削除されています',
  'user.blocked': 'このユーザーは無効化されています。管理者に連絡してください',
  'login.blocked':
    '申し訳ありません。このIPアドレスはブラックリストに登録されています',
  'login.success': 'ログインに成功しました',
  'logout.success': 'ログアウトしました',
  'register.disabled': 'このシステムではユーザー登録が有効になっていません',
  'register.success': '登録に成功しました',
  'register.exists':
    'ユーザー「{name}」の登録に失敗しました。このアカウントは既に存在します',
  'register.usernameRequired': 'ユーザー名を入力してください',
  'register.passwordRequired': 'パスワードを入力してください',
  'register.usernameLength': 'アカウントは2〜20文字で入力してください',
  'register.passwordLength': 'パスワードは5〜20文字で入力してください',
  'error.unknown': '不明なシステムエラーです。管理者に報告してください',
  'error.validation': 'リクエストが不正です：{detail}',
  'error.notFound': 'リソース {uri} は存在しません',
  'error.bodyTooLarge': 'リクエストが大きすぎます',
  'error.badValue':
    'リクエストの値が範囲外か形式が正しくありません（数値は2147483647まで、実在する日付、NUL文字は不可）',
  'i18n.unsupported': 'サポートされていない言語です：{lang}',
  'download.illegal': 'ファイル名({name})が不正なため、ダウンロードできません',
  'download.notFound': 'ファイルが存在しません',
  'profile.notFound': 'ユーザーが存在しません',
  'profile.nickNameRequired': 'ニックネームを入力してください',
  'profile.nickNameLength': 'ニックネームは{max}文字以内にしてください',
  'profile.emailFormat': 'メールアドレスの形式が正しくありません',
  'profile.emailLength': 'メールアドレスは{max}文字以内にしてください',
  'profile.phoneFormat': '電話番号は{max}桁以内の数字で入力してください',
  'profile.sexInvalid': '性別が正しくありません',
  'profile.phoneExists':
    "ユーザー'{name}'を変更できません。この電話番号は既に使われています",
  'profile.emailExists':
    "ユーザー'{name}'を変更できません。このメールアドレスは既に使われています",
  'profile.updateFailed':
    '個人情報を変更できませんでした。管理者に連絡してください',
  'profile.oldPasswordWrong':
    'パスワードを変更できません。現在のパスワードが違います',
  'profile.samePassword':
    '新しいパスワードは現在のパスワードと別にしてください',
  'profile.passwordLength': '新しいパスワードは{min}〜{max}文字にしてください',
  'profile.passwordIllegal': 'パスワードに次の文字は使えません：< > " \' \\ |',
  'profile.passwordFailed':
    'パスワードを変更できませんでした。管理者に連絡してください',
  'profile.avatarFailed':
    'アバターをアップロードできませんでした。管理者に連絡してください',
  ...menuNamesJa,
  ...menuTitlesJa,
  'list.orderByInvalid': 'パラメータが規則に合わないため、検索できません',
  'list.orderByTooLong': 'パラメータが上限を超えているため、検索できません',
  'list.dateInvalid': '日付の形式が正しくありません：{value}',
  'common.modifiedConcurrently':
    'このデータは開いた後に他のユーザーが変更しました。再読み込みしてから編集し直してください',
  'common.notExists': 'データが存在しないか、削除されています',
  'dataScope.user': 'ユーザーデータへのアクセス権限がありません！',
  'dataScope.role': 'ロールデータへのアクセス権限がありません！',
  'dataScope.dept': '部門データへのアクセス権限がありません！',
  'validation.required': '{field}を入力してください',
  'validation.maxLength': '{field}は{max}文字以内で入力してください',
  'validation.email': 'メールアドレスの形式が正しくありません',
  'validation.invalid': '{field}の形式が正しくありません',
  'excel.invalidFile': 'ファイルが有効な .xlsx ブックではありません',
  'excel.required': '{column}を入力してください',
  'excel.badValue': '{column}の値「{value}」が正しくありません',
  'excel.tooLong': '{column}は{max}文字以内で入力してください',
  'label.normal': '正常',
  'label.disabled': '停止',
  'field.status': 'ステータス',
  'field.remark': '備考',
  'field.orderNum': '表示順',
  'post.title': '役職管理',
  'post.add.nameExists':
    '役職「{name}」の追加に失敗しました。役職名は既に存在します',
  'post.add.codeExists':
    '役職「{name}」の追加に失敗しました。役職コードは既に存在します',
  'post.edit.nameExists':
    '役職「{name}」の変更に失敗しました。役職名は既に存在します',
  'post.edit.codeExists':
    '役職「{name}」の変更に失敗しました。役職コードは既に存在します',
  'post.assigned': '{name}はユーザーに割り当てられているため削除できません',
  'field.postId': '役職番号',
  'field.postCode': '役職コード',
  'field.postName': '役職名',
  'field.postSort': '役職の表示順',
  'post.excel.sheet': '役職データ',
  'dept.title': '部門管理',
  'dept.add.nameExists':
    '部門「{name}」の追加に失敗しました。部門名は既に存在します',
  'dept.edit.nameExists':
    '部門「{name}」の変更に失敗しました。部門名は既に存在します',
  'dept.edit.parentSelf':
    '部門「{name}」の変更に失敗しました。上位部門に自分自身は選べません',
  'dept.edit.parentDescendant':
    '部門「{name}」の変更に失敗しました。上位部門に自分の下位部門は選べません',
  'dept.parentDisabled': '部門が停止中のため、追加できません',
  'dept.parentMissing': '上位部門が存在しません',
  'dept.hasEnabledChildren': 'この部門には停止されていない下位部門があります！',
  'dept.hasChildren': '下位部門があるため削除できません',
  'dept.hasUsers': '部門にユーザーがいるため削除できません',
  'field.deptName': '部門名',
  'field.parentDept': '上位部門',
  'field.leader': '責任者',
  'field.phone': '電話番号',
  'field.email': 'メールアドレス',
  'user.add.nameExists':
    'ユーザー「{name}」を追加できません：アカウントは既に存在します',
  'user.add.phoneExists':
    'ユーザー「{name}」を追加できません：電話番号は既に存在します',
  'user.add.emailExists':
    'ユーザー「{name}」を追加できません：メールアドレスは既に存在します',
  'user.edit.phoneExists':
    'ユーザー「{name}」を変更できません：電話番号は既に存在します',
  'user.edit.emailExists':
    'ユーザー「{name}」を変更できません：メールアドレスは既に存在します',
  'user.adminForbidden': 'スーパー管理者は操作できません',
  'user.deleteSelf': 'ログイン中のユーザーは削除できません',
  'user.passwordLength': 'パスワードは{min}〜{max}文字で入力してください',
  'user.passwordIllegal': 'パスワードに次の文字は使用できません：< > " \' \\ |',
  'user.deptMissing': '部門が存在しないか削除されています',
  'user.phoneFormat': '正しい携帯電話番号を入力してください',
  'user.import.empty': 'インポートするユーザーデータが空です！',
  'user.import.success':
    'すべてのデータをインポートしました！合計 {count} 件：',
  'user.import.failure':
    'インポートに失敗しました！{count} 件のデータが正しくありません：',
  'user.import.added': 'アカウント {name} をインポートしました',
  'user.import.updated': 'アカウント {name} を更新しました',
  'user.import.exists': 'アカウント {name} は既に存在します',
  'user.import.rowFailed': '{row} 行目、アカウント {name}：{reason}',
  'user.excel.sheet': 'ユーザーデータ',
  'user.excel.userId': 'ユーザー番号',
  'user.excel.deptId': '部門番号',
  'user.excel.userName': 'ログイン名',
  'user.excel.nickName': 'ユーザー名称',
  'user.excel.email': 'メールアドレス',
  'user.excel.phonenumber': '携帯電話番号',
  'user.excel.sex': '性別',
  'user.excel.status': 'アカウント状態',
  'user.excel.loginIp': '最終ログインIP',
  'user.excel.loginDate': '最終ログイン日時',
  'user.excel.deptName': '部門名',
  'user.excel.leader': '部門責任者',
  'field.userId': 'ユーザー番号',
  'field.userName': 'アカウント',
  'field.nickName': 'ニックネーム',
  'field.password': 'パスワード',
  'field.phonenumber': '携帯電話番号',
  'field.sex': '性別',
  'field.dept': '所属部門',
  'role.add.nameExists':
    'ロール「{name}」を追加できません：ロール名は既に存在します',
  'role.add.keyExists':
    'ロール「{name}」を追加できません：権限文字列は既に存在します',
  'role.edit.nameExists':
    'ロール「{name}」を変更できません：ロール名は既に存在します',
  'role.edit.keyExists':
    'ロール「{name}」を変更できません：権限文字列は既に存在します',
  'role.adminForbidden': 'スーパー管理者ロールは操作できません',
  'role.assigned': '{name}はユーザーに割り当てられているため削除できません',
  'role.excel.sheet': 'ロールデータ',
  'role.excel.roleId': 'ロール番号',
  'role.excel.status': 'ロール状態',
  'field.roleId': 'ロール番号',
  'field.roleName': 'ロール名',
  'field.roleKey': '権限文字列',
  'field.roleSort': 'ロールの表示順',
  'field.dataScope': 'データ範囲',
  'label.dataScope.1': 'すべてのデータ',
  'label.dataScope.2': 'カスタム',
  'label.dataScope.3': '自部門のデータ',
  'label.dataScope.4': '自部門以下のデータ',
  'label.dataScope.5': '本人のデータのみ',
  'dict.sys_user_sex.0': '男性',
  'dict.sys_user_sex.1': '女性',
  'dict.sys_user_sex.2': '不明',
  'dict.sys_show_hide.0': '表示',
  'dict.sys_show_hide.1': '非表示',
  'dict.sys_normal_disable.0': '正常',
  'dict.sys_normal_disable.1': '停止',
  'dict.sys_job_status.0': '正常',
  'dict.sys_job_status.1': '一時停止',
  'dict.sys_job_group.DEFAULT': 'デフォルト',
  'dict.sys_job_group.SYSTEM': 'システム',
  'dict.sys_yes_no.Y': 'はい',
  'dict.sys_yes_no.N': 'いいえ',
  'dict.sys_notice_type.1': '通知',
  'dict.sys_notice_type.2': 'お知らせ',
  'dict.sys_notice_status.0': '正常',
  'dict.sys_notice_status.1': '終了',
  'dict.sys_oper_type.1': '追加',
  'dict.sys_oper_type.2': '変更',
  'dict.sys_oper_type.3': '削除',
  'dict.sys_oper_type.4': '権限付与',
  'dict.sys_oper_type.5': 'エクスポート',
  'dict.sys_oper_type.6': 'インポート',
  'dict.sys_oper_type.7': '強制ログアウト',
  'dict.sys_oper_type.8': 'コード生成',
  'dict.sys_oper_type.9': 'データ消去',
  'dict.sys_oper_type.0': 'その他',
  'dict.sys_common_status.0': '成功',
  'dict.sys_common_status.1': '失敗',
  'field.noticeId': 'お知らせID',
  'field.noticeTitle': 'お知らせのタイトル',
  'field.noticeType': 'お知らせの種類',
  'field.noticeContent': 'お知らせの内容',
  'notice.titleXss': 'お知らせのタイトルにスクリプト文字は使用できません',
  'user.nickNameXss': 'ニックネームにスクリプト文字は使用できません',
  'sort.invalid':
    '並び順を保存できません：項目ごとに一つずつ整数を指定してください',
  'unlock.passwordRequired':
    '画面のロックを解除するにはパスワードを入力してください',
  'unlock.passwordWrong': 'パスワードが違います（残り {left} 回）',
  'unlock.tooManyTries':
    'パスワードを {count} 回間違えたため、サインアウトしました',
  'notice.read.idsRequired': '既読にするお知らせを指定してください',
  'label.operatorType.0': 'その他',
  'label.operatorType.1': '管理画面ユーザー',
  'label.operatorType.2': 'モバイルユーザー',
  'operlog.excel.sheet': '操作ログ',
  'operlog.excel.operId': 'ログ番号',
  'operlog.excel.title': 'モジュール',
  'operlog.excel.businessType': '操作種別',
  'operlog.excel.method': 'メソッド',
  'operlog.excel.requestMethod': 'リクエスト方式',
  'operlog.excel.operatorType': '操作者区分',
  'operlog.excel.operName': '操作者',
  'operlog.excel.deptName': '部署',
  'operlog.excel.operUrl': 'リクエストURL',
  'operlog.excel.operIp': 'IPアドレス',
  'operlog.excel.operLocation': '場所',
  'operlog.excel.operParam': 'リクエストパラメータ',
  'operlog.excel.jsonResult': 'レスポンス',
  'operlog.excel.status': '状態',
  'operlog.excel.errorMsg': 'エラーメッセージ',
  'operlog.excel.operTime': '操作日時',
  'operlog.excel.costTime': '所要時間（ミリ秒）',
  'logininfor.excel.sheet': 'ログインログ',
  'logininfor.excel.infoId': '番号',
  'logininfor.excel.userName': 'アカウント',
  'logininfor.excel.status': 'ログイン状態',
  'logininfor.excel.ipaddr': 'IPアドレス',
  'logininfor.excel.loginLocation': '場所',
  'logininfor.excel.browser': 'ブラウザ',
  'logininfor.excel.os': 'OS',
  'logininfor.excel.msg': 'メッセージ',
  'logininfor.excel.loginTime': 'アクセス日時',
  'menu.add.nameExists':
    'メニュー「{name}」を追加できません：同じメニュー名が既に存在します',
  'menu.edit.nameExists':
    'メニュー「{name}」を変更できません：同じメニュー名が既に存在します',
  'menu.add.linkInvalid':
    'メニュー「{name}」を追加できません：アドレスは http(s):// で始める必要があります',
  'menu.edit.linkInvalid':
    'メニュー「{name}」を変更できません：アドレスは http(s):// で始める必要があります',
  'menu.edit.parentSelf':
    'メニュー「{name}」を変更できません：自分自身を親メニューにはできません',
  'menu.edit.parentDescendant':
    'メニュー「{name}」を変更できません：自分の下位メニューを親メニューにはできません',
  'menu.parentMissing': '親メニューが存在しません',
  'menu.hasChildren': 'サブメニューがあるため削除できません',
  'menu.assigned': 'ロールに割り当てられているため削除できません',
  'field.menuName': 'メニュー名',
  'field.parentMenu': '親メニュー',
  'field.menuType': 'メニュー種別',
  'field.path': 'ルートアドレス',
  'field.component': 'コンポーネントパス',
  'field.query': 'ルートパラメータ',
  'field.routeName': 'ルート名',
  'field.perms': '権限文字列',
  'field.icon': 'メニューアイコン',
  'field.isFrame': '外部リンク',
  'field.isCache': 'キャッシュ',
  'field.visible': '表示状態',
  'dictType.add.exists':
    '辞書「{name}」を追加できません：辞書タイプが既に存在します',
  'dictType.edit.exists':
    '辞書「{name}」を変更できません：辞書タイプが既に存在します',
  'dictType.assigned': '{name} には辞書データがあるため削除できません',
  'dictType.pattern':
    '辞書タイプは英字で始め、英小文字・数字・アンダースコアのみ使用できます',
  'dictType.missing': '辞書タイプが存在しません',
  'dictType.excel.sheet': '辞書タイプ',
  'dictData.excel.sheet': '辞書データ',
  'field.dictId': '辞書ID',
  'field.dictName': '辞書名',
  'field.dictType': '辞書タイプ',
  'field.dictCode': '辞書コード',
  'field.dictSort': '辞書の表示順',
  'field.dictLabel': 'データラベル',
  'field.dictValue': 'データ値',
  'field.cssClass': 'スタイル属性',
  'field.listClass': '表示スタイル',
  'field.isDefault': 'デフォルト',
  'config.add.keyExists':
    'パラメータ「{name}」を追加できません：パラメータキーが既に存在します',
  'config.edit.keyExists':
    'パラメータ「{name}」を変更できません：パラメータキーが既に存在します',
  'config.builtin': '組み込みパラメータ【{key}】は削除できません',
  'config.excel.sheet': 'パラメータ',
  'field.configId': 'パラメータID',
  'field.configName': 'パラメータ名',
  'field.configKey': 'パラメータキー',
  'field.configValue': 'パラメータ値',
  'field.configType': '組み込み',
  ...projectNavJa,
  ...contactWorkJa,
  ...monitorJobJa,
  ...grantsJa,
  ...uploadsJa,
  ...configPublicJa,
  ...lockoutJa,
  ...toolGenJa,
  ...monitorCacheJa,
  ...monitorServerJa,
  ...dashboardJa,
  ...websiteJa,
  ...consultingItemJa,
  ...mailJa,
  ...mediaAdminJa,
  ...mediaJa,
  ...unavailableJa,
  ...storedTextJa,
  ...configTextsJa,
};
