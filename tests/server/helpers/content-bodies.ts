/** Add bodies of the six kinds of website content, for route tests. */

export const column = (over: Record<string, unknown> = {}) => ({
  parentId: 0,
  navName: 'Testing team',
  mainName: '',
  enName: '',
  link: '',
  mainImage: '',
  navType: '2',
  recordCategory: 'company',
  showInNav: '1',
  orderNum: 20,
  status: '0',
  ...over,
});

export const record = (navId: number, over: Record<string, unknown> = {}) => ({
  navId,
  title: 'Test plan',
  subtitle: '',
  summary: '',
  content: '<p>Plan.</p>',
  contentBlocks: [],
  mainImage: '',
  pinned: '0',
  displayType: '1',
  jumpLink: '',
  orderNum: 1,
  status: '0',
  ...over,
});

export const recordItem = (recordId: number) => ({
  recordId,
  itemName: 'Checklist',
  itemType: '1',
  content: '<p>Check.</p>',
  fileUrl: '',
  fileName: '',
  fileSize: 0,
  orderNum: 1,
  status: '0',
});

export const product = (navId: number) => ({
  navId,
  productName: 'Test rig',
  subtitle: '',
  size: '',
  contentBlock: '<p>Rig.</p>',
  keyPoints: '',
  mainImage: '',
  images: '',
  pinned: '0',
  isNew: '0',
  orderNum: 1,
  status: '0',
});

export const productItem = (productId: number) => ({
  productId,
  itemName: 'Weight',
  itemType: '1',
  itemValue: '3 kg',
  image: '',
  fileUrl: '',
  orderNum: 1,
  status: '0',
});

export const navRecord = (navId: number) => ({
  navId,
  title: 'About testing',
  subtitle: '',
  content: '<p>We test.</p>',
  image: '',
  orderNum: 1,
  status: '0',
});
