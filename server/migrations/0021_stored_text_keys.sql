-- Stored texts shown in the reader's language (services/stored-text.ts).
--
-- Dictionary types and data get an i18n_key, as menus have: while it is set,
-- the name (label) shown is the key's text in the reader's language; saving
-- another name clears it, and the stored name shows. A type's remark has its
-- own key, cleared the same way.
ALTER TABLE sys_dict_type ADD COLUMN i18n_key varchar(100);
ALTER TABLE sys_dict_type ADD COLUMN remark_key varchar(100);
ALTER TABLE sys_dict_data ADD COLUMN i18n_key varchar(100);

-- The seeded types and entries, where their text is still the seeded one.
UPDATE sys_dict_type t SET i18n_key = 'dictName.' || t.dict_type
  FROM (VALUES
    ('sys_user_sex', '用户性别'), ('sys_show_hide', '菜单状态'),
    ('sys_normal_disable', '系统开关'), ('sys_job_status', '任务状态'),
    ('sys_job_group', '任务分组'), ('sys_yes_no', '系统是否'),
    ('sys_notice_type', '通知类型'), ('sys_notice_status', '通知状态'),
    ('sys_oper_type', '操作类型'), ('sys_common_status', '系统状态'),
    ('project_nav_type', '导航类型'), ('project_display_type', '显示方式'),
    ('project_handled', '处理状态')
  ) AS s(dict_type, dict_name)
  WHERE t.dict_type = s.dict_type AND t.dict_name = s.dict_name;

UPDATE sys_dict_type t SET remark_key = 'dictRemark.' || t.dict_type
  FROM (VALUES
    ('sys_user_sex', 'user gender'), ('sys_show_hide', 'menu visibility'),
    ('sys_normal_disable', 'normal / disabled'), ('sys_job_status', 'job status'),
    ('sys_job_group', 'job group'), ('sys_yes_no', 'yes / no'),
    ('sys_notice_type', 'notice type'), ('sys_notice_status', 'notice status'),
    ('sys_oper_type', 'operation type'), ('sys_common_status', 'success / failure'),
    ('project_nav_type', 'website navigation type'),
    ('project_display_type', 'website record display type'),
    ('project_handled', 'enquiry handled flag')
  ) AS s(dict_type, remark)
  WHERE t.dict_type = s.dict_type AND t.remark = s.remark;

UPDATE sys_dict_data d SET i18n_key = 'dict.' || d.dict_type || '.' || d.dict_value
  FROM (VALUES
    ('sys_user_sex', '0', '男'), ('sys_user_sex', '1', '女'),
    ('sys_user_sex', '2', '未知'),
    ('sys_show_hide', '0', '显示'), ('sys_show_hide', '1', '隐藏'),
    ('sys_normal_disable', '0', '正常'), ('sys_normal_disable', '1', '停用'),
    ('sys_job_status', '0', '正常'), ('sys_job_status', '1', '暂停'),
    ('sys_job_group', 'DEFAULT', '默认'), ('sys_job_group', 'SYSTEM', '系统'),
    ('sys_yes_no', 'Y', '是'), ('sys_yes_no', 'N', '否'),
    ('sys_notice_type', '1', '通知'), ('sys_notice_type', '2', '公告'),
    ('sys_notice_status', '0', '正常'), ('sys_notice_status', '1', '关闭'),
    ('sys_oper_type', '1', '新增'), ('sys_oper_type', '2', '修改'),
    ('sys_oper_type', '3', '删除'), ('sys_oper_type', '4', '授权'),
    ('sys_oper_type', '5', '导出'), ('sys_oper_type', '6', '导入'),
    ('sys_oper_type', '7', '强退'), ('sys_oper_type', '8', '生成代码'),
    ('sys_oper_type', '9', '清空数据'), ('sys_oper_type', '0', '其他'),
    ('sys_common_status', '0', '成功'), ('sys_common_status', '1', '失败'),
    ('project_nav_type', '1', '記事一覧'), ('project_nav_type', '2', '単一ページ'),
    ('project_nav_type', '3', '製品一覧'), ('project_nav_type', '4', '外部リンク'),
    ('project_nav_type', '5', 'お問い合わせ'),
    ('project_display_type', '1', '一覧'), ('project_display_type', '2', '画像付き'),
    ('project_display_type', '3', 'リンク'),
    ('project_handled', '0', '未対応'), ('project_handled', '1', '対応済み')
  ) AS s(dict_type, dict_value, dict_label)
  WHERE d.dict_type = s.dict_type AND d.dict_value = s.dict_value
    AND d.dict_label = s.dict_label;

-- Log rows keep, per field, the message key and parameters of the text they
-- show ({"msg": {"key": "login.success"}}); the stored text beside it is in
-- the default language. Rows written before have no keys and keep their text
-- (the places and clients the server named in English, 'Intranet IP', are
-- still shown in the reader's language: services/login-record.ts).
ALTER TABLE sys_logininfor ADD COLUMN text_keys jsonb;
ALTER TABLE sys_oper_log ADD COLUMN text_keys jsonb;
