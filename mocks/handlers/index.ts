import { authHandlers } from './auth';
import { commonHandlers } from './common';
import { dashboardHandlers } from './dashboard';
import { mailHandlers } from './mail';
import { logHandlers } from './monitor-log';
import { profileHandlers } from './profile';
import { contactWorkHandlers } from './project-contact-work';
import { contactHandlers } from './project-contacts';
import { mediaHandlers } from './project-media';
import { projectNavHandlers } from './project-nav';
import { publishingHandlers } from './publishing';
import { systemHandlers } from './system';
import { deptHandlers } from './system-dept';
import { configHandlers } from './system-config';
import { dictHandlers } from './system-dict';
import { menuHandlers } from './system-menu';
import { noticeHandlers } from './system-notice';
import { noticeReadHandlers } from './system-notice-read';
import { postHandlers } from './system-post';
import { roleHandlers } from './system-role';
import { userHandlers } from './system-user';
import { websiteHandlers } from './website';
import { enquiryAidHandlers } from './website-enquiry-aids';

// Profile first: `/system/user/profile` must win over `/system/user/:id`.
export const handlers = [
  ...authHandlers,
  ...profileHandlers,
  ...systemHandlers,
  ...postHandlers,
  ...userHandlers,
  ...roleHandlers,
  ...deptHandlers,
  ...menuHandlers,
  ...configHandlers,
  ...dictHandlers,
  ...noticeReadHandlers, // before `/system/notice/:id`
  ...noticeHandlers,
  ...logHandlers,
  ...mailHandlers,
  ...projectNavHandlers,
  ...contactWorkHandlers, // before `/project/contacts/:id`
  ...contactHandlers,
  ...mediaHandlers,
  ...commonHandlers,
  ...websiteHandlers,
  ...enquiryAidHandlers,
  ...dashboardHandlers,
  ...publishingHandlers,
];
