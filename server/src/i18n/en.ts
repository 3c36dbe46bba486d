import { projectNavEn } from './project-nav.js';
import { contactWorkEn } from './contact-work.js';
import { menuNamesEn } from './menu-names.js';
import { menuTitlesEn } from './menu-titles.js';
import { projectContentEn } from './project-content.js';
import { publishingEn } from './publishing.js';
import { releaseEn } from './release.js';
import { previewEn } from './preview.js';
import { monitorJobEn } from './monitor-job.js';
import { grantsEn } from './grants.js';
import { uploadsEn } from './uploads.js';
import { configPublicEn } from './config-public.js';
import { lockoutEn } from './lockout.js';
import { toolGenEn } from './tool-gen.js';
import { monitorCacheEn } from './monitor-cache.js';
import { monitorServerEn } from './monitor-server.js';
import { dashboardEn } from './dashboard.js';
import { unavailableEn } from './unavailable.js';
import { websiteEn } from './website.js';
import { consultingItemEn } from './consulting-item.js';
import { mailEn } from './mail.js';
import { mediaAdminEn } from './media-admin.js';
import { mediaEn } from './media.js';
import { configTextsEn } from './config-texts.js';
import { storedTextEn } from './stored-text.js';

/** Server messages in English; the keys are the message catalogue. */
export const en = {
  ...projectContentEn,
  ...publishingEn,
  ...releaseEn,
  ...previewEn,
  'common.success': 'Operation succeeded',
  'common.error': 'Operation failed',
  'common.querySuccess': 'Query succeeded',
  'auth.unauthorized':
    'Request to {uri}: authentication failed, cannot access system resources',
  'auth.forbidden': 'No permission, please contact the administrator',
  'captcha.expired': 'The captcha has expired',
  'captcha.error': 'Wrong captcha',
  'user.notMatch': 'User does not exist or password is wrong',
  'user.deleted': 'Sorry, your account has been deleted',
  'user.blocked': 'The user is disabled, please contact the administrator',
  'login.blocked': 'Sorry, your IP address is on the system blacklist',
  'login.success': 'Login successful',
  'logout.success': 'Logout successful',
  'register.disabled': 'Self-registration is not enabled',
  'register.success': 'Registration successful',
  'register.exists':
    "Failed to register user '{name}': the account already exists",
  'register.usernameRequired': 'The user name cannot be empty',
  'register.passwordRequired': 'The password cannot be empty',
  'register.usernameLength': 'The account must be 2 to 20 characters long',
  'register.passwordLength': 'The password must be 5 to 20 characters long',
  'error.unknown':
    'Unknown system error, please report it to the administrator',
  'error.validation': 'Invalid request: {detail}',
  'error.notFound': 'The resource {uri} does not exist',
  'error.bodyTooLarge': 'The request body is too large',
  'error.badValue':
    'A value in the request is out of range or malformed (numbers up to 2147483647, real dates, no NUL characters)',
  'i18n.unsupported': 'Unsupported language: {lang}',
  'download.illegal': 'The file name ({name}) is illegal, download not allowed',
  'download.notFound': 'The file does not exist',
  'profile.notFound': 'The user does not exist',
  'profile.nickNameRequired': 'The nickname cannot be empty',
  'profile.nickNameLength': 'The nickname may be at most {max} characters long',
  'profile.emailFormat': 'The email address is not valid',
  'profile.emailLength':
    'The email address may be at most {max} characters long',
  'profile.phoneFormat': 'The phone number must be at most {max} digits',
  'profile.sexInvalid': 'The gender is not valid',
  'profile.phoneExists':
    "Failed to modify user '{name}': the phone number already exists",
  'profile.emailExists':
    "Failed to modify user '{name}': the email address already exists",
  'profile.updateFailed':
    'Failed to modify the personal information, please contact the administrator',
  'profile.oldPasswordWrong':
    'Failed to change the password: the old password is wrong',
  'profile.samePassword': 'The new password cannot be the same as the old one',
  'profile.passwordLength':
    'The new password must be {min} to {max} characters long',
  'profile.passwordIllegal':
    'The password cannot contain the characters < > " \' \\ |',
  'profile.passwordFailed':
    'Failed to change the password, please contact the administrator',
  'profile.avatarFailed':
    'Failed to upload the avatar, please contact the administrator',
  ...menuNamesEn,
  ...menuTitlesEn,
  'list.orderByInvalid': 'Invalid parameter: the query cannot be run',
  'list.orderByTooLong':
    'The parameter exceeds the maximum length: the query cannot be run',
  'list.dateInvalid': 'Invalid date: {value}',
  'common.modifiedConcurrently':
    'Someone else changed this record after you opened it. Reload it and make your changes again.',
  'common.notExists': 'The record does not exist or has been deleted',
  'dataScope.user': 'No permission to access user data!',
  'dataScope.role': 'No permission to access role data!',
  'dataScope.dept': 'No permission to access department data!',
  'validation.required': '{field} cannot be empty',
  'validation.maxLength': '{field} cannot be longer than {max} characters',
  'validation.email': 'Invalid email address',
  'validation.invalid': '{field} is invalid',
  'excel.invalidFile': 'The file is not a valid .xlsx workbook',
  'excel.required': '{column} cannot be empty',
  'excel.badValue': "{column}: invalid value '{value}'",
  'excel.tooLong': '{column} cannot be longer than {max} characters',
  'label.normal': 'Normal',
  'label.disabled': 'Disabled',
  'field.status': 'Status',
  'field.remark': 'Remark',
  'field.orderNum': 'Display order',
  'post.title': 'Post',
  'post.add.nameExists':
    "Failed to add post '{name}': the post name already exists",
  'post.add.codeExists':
    "Failed to add post '{name}': the post code already exists",
  'post.edit.nameExists':
    "Failed to modify post '{name}': the post name already exists",
  'post.edit.codeExists':
    "Failed to modify post '{name}': the post code already exists",
  'post.assigned': '{name} is assigned to users and cannot be deleted',
  'field.postId': 'Post ID',
  'field.postCode': 'Post code',
  'field.postName': 'Post name',
  'field.postSort': 'Post order',
  'post.excel.sheet': 'Post data',
  'dept.title': 'Department',
  'dept.add.nameExists':
    "Failed to add department '{name}': the department name already exists",
  'dept.edit.nameExists':
    "Failed to modify department '{name}': the department name already exists",
  'dept.edit.parentSelf':
    "Failed to modify department '{name}': the parent department cannot be itself",
  'dept.edit.parentDescendant':
    "Failed to modify department '{name}': the parent department cannot be one of its sub-departments",
  'dept.parentDisabled':
    'The department is disabled: no new departments can be added under it',
  'dept.parentMissing': 'The parent department does not exist',
  'dept.hasEnabledChildren':
    'The department has sub-departments that are not disabled!',
  'dept.hasChildren':
    'The department has sub-departments and cannot be deleted',
  'dept.hasUsers': 'The department has users and cannot be deleted',
  'field.deptName': 'Department name',
  'field.parentDept': 'Parent department',
  'field.leader': 'Leader',
  'field.phone': 'Phone',
  'field.email': 'Email',
  'user.add.nameExists':
    "Failed to add user '{name}': the account already exists",
  'user.add.phoneExists':
    "Failed to add user '{name}': the phone number already exists",
  'user.add.emailExists':
    "Failed to add user '{name}': the email address already exists",
  'user.edit.phoneExists':
    "Failed to modify user '{name}': the phone number already exists",
  'user.edit.emailExists':
    "Failed to modify user '{name}': the email address already exists",
  'user.adminForbidden': 'The super administrator cannot be modified',
  'user.deleteSelf': 'You cannot delete your own account',
  'user.passwordLength': 'The password must be {min} to {max} characters long',
  'user.passwordIllegal':
    'The password cannot contain the characters < > " \' \\ |',
  'user.deptMissing': 'The department does not exist or has been deleted',
  'user.phoneFormat': 'Please enter a valid mobile phone number',
  'user.import.empty': 'The imported user data cannot be empty!',
  'user.import.success':
    'All data imported successfully! {count} row(s) in total:',
  'user.import.failure': 'Import failed! {count} row(s) are not valid:',
  'user.import.added': 'Account {name} imported',
  'user.import.updated': 'Account {name} updated',
  'user.import.exists': 'Account {name} already exists',
  'user.import.rowFailed': 'Row {row}, account {name}: {reason}',
  'user.excel.sheet': 'User data',
  'user.excel.userId': 'User number',
  'user.excel.deptId': 'Department number',
  'user.excel.userName': 'Account',
  'user.excel.nickName': 'Nickname',
  'user.excel.email': 'Email',
  'user.excel.phonenumber': 'Phone number',
  'user.excel.sex': 'Gender',
  'user.excel.status': 'Account status',
  'user.excel.loginIp': 'Last login IP',
  'user.excel.loginDate': 'Last login time',
  'user.excel.deptName': 'Department name',
  'user.excel.leader': 'Department leader',
  'field.userId': 'User ID',
  'field.userName': 'Account',
  'field.nickName': 'Nickname',
  'field.password': 'Password',
  'field.phonenumber': 'Phone number',
  'field.sex': 'Gender',
  'field.dept': 'Department',
  'role.add.nameExists':
    "Failed to add role '{name}': the role name already exists",
  'role.add.keyExists':
    "Failed to add role '{name}': the permission string already exists",
  'role.edit.nameExists':
    "Failed to modify role '{name}': the role name already exists",
  'role.edit.keyExists':
    "Failed to modify role '{name}': the permission string already exists",
  'role.adminForbidden': 'The super administrator role cannot be modified',
  'role.assigned': '{name} is assigned to users and cannot be deleted',
  'role.excel.sheet': 'Role data',
  'role.excel.roleId': 'Role number',
  'role.excel.status': 'Role status',
  'field.roleId': 'Role ID',
  'field.roleName': 'Role name',
  'field.roleKey': 'Permission string',
  'field.roleSort': 'Role order',
  'field.dataScope': 'Data scope',
  'label.dataScope.1': 'All data',
  'label.dataScope.2': 'Custom',
  'label.dataScope.3': 'Own department',
  'label.dataScope.4': 'Own department and below',
  'label.dataScope.5': 'Self only',
  'dict.sys_user_sex.0': 'Male',
  'dict.sys_user_sex.1': 'Female',
  'dict.sys_user_sex.2': 'Unknown',
  'dict.sys_show_hide.0': 'Show',
  'dict.sys_show_hide.1': 'Hide',
  'dict.sys_normal_disable.0': 'Normal',
  'dict.sys_normal_disable.1': 'Disabled',
  'dict.sys_job_status.0': 'Normal',
  'dict.sys_job_status.1': 'Paused',
  'dict.sys_job_group.DEFAULT': 'Default',
  'dict.sys_job_group.SYSTEM': 'System',
  'dict.sys_yes_no.Y': 'Yes',
  'dict.sys_yes_no.N': 'No',
  'dict.sys_notice_type.1': 'Notice',
  'dict.sys_notice_type.2': 'Announcement',
  'dict.sys_notice_status.0': 'Normal',
  'dict.sys_notice_status.1': 'Closed',
  'dict.sys_oper_type.1': 'Add',
  'dict.sys_oper_type.2': 'Modify',
  'dict.sys_oper_type.3': 'Delete',
  'dict.sys_oper_type.4': 'Grant',
  'dict.sys_oper_type.5': 'Export',
  'dict.sys_oper_type.6': 'Import',
  'dict.sys_oper_type.7': 'Force logout',
  'dict.sys_oper_type.8': 'Generate code',
  'dict.sys_oper_type.9': 'Clear data',
  'dict.sys_oper_type.0': 'Other',
  'dict.sys_common_status.0': 'Success',
  'dict.sys_common_status.1': 'Failure',
  'field.noticeId': 'Notice ID',
  'field.noticeTitle': 'Notice title',
  'field.noticeType': 'Notice type',
  'field.noticeContent': 'Notice content',
  'notice.titleXss': 'The notice title cannot contain script characters',
  'user.nickNameXss': 'The nickname cannot contain script characters',
  'sort.invalid':
    'The order could not be saved: give as many whole numbers as items, each item once',
  'unlock.passwordRequired': 'Enter your password to unlock the screen',
  'unlock.passwordWrong': 'Wrong password; {left} tries left',
  'unlock.tooManyTries':
    'Wrong password {count} times: you have been signed out',
  'notice.read.idsRequired': 'Name the notices to mark as read',
  'label.operatorType.0': 'Other',
  'label.operatorType.1': 'Back-office user',
  'label.operatorType.2': 'Mobile user',
  'operlog.excel.sheet': 'Operation log',
  'operlog.excel.operId': 'Log number',
  'operlog.excel.title': 'Module',
  'operlog.excel.businessType': 'Business type',
  'operlog.excel.method': 'Method',
  'operlog.excel.requestMethod': 'Request method',
  'operlog.excel.operatorType': 'Operator type',
  'operlog.excel.operName': 'Operator',
  'operlog.excel.deptName': 'Department',
  'operlog.excel.operUrl': 'Request URL',
  'operlog.excel.operIp': 'IP address',
  'operlog.excel.operLocation': 'Location',
  'operlog.excel.operParam': 'Request parameters',
  'operlog.excel.jsonResult': 'Response',
  'operlog.excel.status': 'Status',
  'operlog.excel.errorMsg': 'Error message',
  'operlog.excel.operTime': 'Operation time',
  'operlog.excel.costTime': 'Duration (ms)',
  'logininfor.excel.sheet': 'Login log',
  'logininfor.excel.infoId': 'Number',
  'logininfor.excel.userName': 'Account',
  'logininfor.excel.status': 'Login status',
  'logininfor.excel.ipaddr': 'IP address',
  'logininfor.excel.loginLocation': 'Location',
  'logininfor.excel.browser': 'Browser',
  'logininfor.excel.os': 'Operating system',
  'logininfor.excel.msg': 'Message',
  'logininfor.excel.loginTime': 'Access time',
  'menu.add.nameExists':
    "Failed to add menu '{name}': the menu name already exists",
  'menu.edit.nameExists':
    "Failed to modify menu '{name}': the menu name already exists",
  'menu.add.linkInvalid':
    "Failed to add menu '{name}': the address must start with http(s)://",
  'menu.edit.linkInvalid':
    "Failed to modify menu '{name}': the address must start with http(s)://",
  'menu.edit.parentSelf':
    "Failed to modify menu '{name}': the parent menu cannot be the menu itself",
  'menu.edit.parentDescendant':
    "Failed to modify menu '{name}': the parent menu cannot be one of its own submenus",
  'menu.parentMissing': 'The parent menu does not exist',
  'menu.hasChildren': 'The menu has submenus and cannot be deleted',
  'menu.assigned': 'The menu is assigned to a role and cannot be deleted',
  'field.menuName': 'Menu name',
  'field.parentMenu': 'Parent menu',
  'field.menuType': 'Menu type',
  'field.path': 'Route address',
  'field.component': 'Component path',
  'field.query': 'Route parameters',
  'field.routeName': 'Route name',
  'field.perms': 'Permission string',
  'field.icon': 'Menu icon',
  'field.isFrame': 'External link',
  'field.isCache': 'Cache',
  'field.visible': 'Visibility',
  'dictType.add.exists':
    "Failed to add dictionary '{name}': the dictionary type already exists",
  'dictType.edit.exists':
    "Failed to modify dictionary '{name}': the dictionary type already exists",
  'dictType.assigned': '{name} has dictionary data and cannot be deleted',
  'dictType.pattern':
    'The dictionary type must start with a letter and contain only lower-case letters, digits and underscores',
  'dictType.missing': 'The dictionary type does not exist',
  'dictType.excel.sheet': 'Dictionary types',
  'dictData.excel.sheet': 'Dictionary data',
  'field.dictId': 'Dictionary ID',
  'field.dictName': 'Dictionary name',
  'field.dictType': 'Dictionary type',
  'field.dictCode': 'Dictionary code',
  'field.dictSort': 'Dictionary order',
  'field.dictLabel': 'Data label',
  'field.dictValue': 'Data value',
  'field.cssClass': 'Style attribute',
  'field.listClass': 'Display style',
  'field.isDefault': 'Default',
  'config.add.keyExists':
    "Failed to add parameter '{name}': the parameter key already exists",
  'config.edit.keyExists':
    "Failed to modify parameter '{name}': the parameter key already exists",
  'config.builtin': 'Built-in parameter [{key}] cannot be deleted',
  'config.excel.sheet': 'Parameters',
  'field.configId': 'Parameter ID',
  'field.configName': 'Parameter name',
  'field.configKey': 'Parameter key',
  'field.configValue': 'Parameter value',
  'field.configType': 'Built-in',
  ...projectNavEn,
  ...contactWorkEn,
  ...monitorJobEn,
  ...grantsEn,
  ...uploadsEn,
  ...configPublicEn,
  ...configTextsEn,
  ...lockoutEn,
  ...toolGenEn,
  ...monitorCacheEn,
  ...monitorServerEn,
  ...dashboardEn,
  ...websiteEn,
  ...consultingItemEn,
  ...mailEn,
  ...mediaAdminEn,
  ...mediaEn,
  ...unavailableEn,
  ...storedTextEn,
};

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
