import type { APIRequestContext, Page } from '@playwright/test';
import {
  test,
  expect,
  signedIn,
  apiAs,
  rowOf,
  expectNoSpinner,
} from './support/fixtures';

const SCREENS = 'test-results/screens';
/** Shenzhen Head Office's departments, in their seeded order. */
const LEVEL = [103, 104, 105, 106, 107];

async function orders(
  request: APIRequestContext,
  headers: Record<string, string>,
) {
  const res = await request.get('/system/dept/list', { headers });
  const rows = (await res.json()).data as {
    deptId: number;
    orderNum: number;
  }[];
  return Object.fromEntries(rows.map((r) => [r.deptId, r.orderNum]));
}

/** Names of the rows of the level, top to bottom, as the table shows them. */
async function shownOrder(page: Page) {
  const names = [
    'R&D Department',
    'QA Department',
    'Finance Department',
    'Operations Department',
  ];
  const tops = await Promise.all(
    names.map(async (n) => (await rowOf(page, n).first().boundingBox())!.y),
  );
  return names
    .map((n, i) => [n, tops[i]] as const)
    .sort((a, b) => a[1] - b[1])
    .map(([n]) => n);
}

test('admin drags a department above its sibling and moves it back with the keyboard; the order is saved', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiAs(request, 'admin');
  const before = await orders(request, admin);
  try {
    await signedIn(page, 'admin', '/#/system/dept');
    await expect(rowOf(page, 'R&D Department')).toBeVisible({
      timeout: 30_000,
    });
    await expectNoSpinner(page);

    // mouse: QA Department (105) dropped on R&D Department (103) goes first
    const handle = page.getByRole('button', {
      name: 'Drag to reorder QA Department',
    });
    const from = (await handle.boundingBox())!;
    const to = (await rowOf(page, 'R&D Department').boundingBox())!;
    const x = from.x + from.width / 2;
    await page.mouse.move(x, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(x, from.y + from.height / 2 - 8, { steps: 4 });
    await page.mouse.move(x, to.y + to.height / 2 - 4, { steps: 20 });
    await page.mouse.up();
    await expect(page.getByText('Order saved').last()).toBeVisible();
    await expect
      .poll(() => shownOrder(page))
      .toEqual([
        'QA Department',
        'R&D Department',
        'Finance Department',
        'Operations Department',
      ]);
    const moved = await orders(request, admin);
    expect(LEVEL.map((id) => moved[id])).toEqual([2, 3, 1, 4, 5]);
    await page.screenshot({ path: `${SCREENS}/system-dept-sorted.png` });

    // keyboard: space, arrow down, space puts it back after R&D Department
    await expectNoSpinner(page);
    // Each key waits for dnd-kit's screen-reader announcement of the one
    // before, as a keyboard user hears it. The pick-up is announced first;
    // only once the rows have been measured is the row announced over its
    // own place, and an arrow key before that moves nothing (a busy machine
    // measures late), so the arrow waits for the second announcement.
    const announced = page.locator('[id^="DndLiveRegion"]');
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(announced).toContainText('over droppable area 105');
    await page.keyboard.press('ArrowDown');
    await expect(announced).toContainText('moved over droppable area 103');
    await page.keyboard.press('Space');
    await expect.poll(async () => (await orders(request, admin))[105]).toBe(2);
    await expect
      .poll(() => shownOrder(page))
      .toEqual([
        'R&D Department',
        'QA Department',
        'Finance Department',
        'Operations Department',
      ]);

    // across levels is refused: QA Department onto Changsha Branch (another parent)
    const other = (await rowOf(page, 'Changsha Branch').boundingBox())!;
    const now = (await handle.boundingBox())!;
    await page.mouse.move(x, now.y + now.height / 2);
    await page.mouse.down();
    await page.mouse.move(x, now.y + now.height / 2 + 8, { steps: 4 });
    await page.mouse.move(x, other.y + other.height / 2, { steps: 20 });
    await page.mouse.up();
    await expect(
      page.getByText('Rows can only be reordered within the same level'),
    ).toBeVisible();
    expect((await orders(request, admin))[105]).toBe(2);
  } finally {
    await request.put('/system/dept/updateSort', {
      headers: admin,
      data: {
        deptIds: LEVEL.join(','),
        orderNums: LEVEL.map((id) => before[id]).join(','),
      },
    });
  }
});
