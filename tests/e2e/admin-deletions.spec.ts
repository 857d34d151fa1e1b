import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signedIn, useAdminSession } from './helpers.ts';

// What cannot be undone looks it and says what goes: the buttons that delete are in the destructive colour
// (app/components/ui/button.tsx, `destructiveOutline` opening the confirmation, `destructive` confirming), and the
// confirmation names what is deleted (the services: server/services/admin/lawyers/delete-admin-lawyer.ts,
// server/services/admin/categories/delete-category.ts, server/services/accounts/delete-account.ts). Nothing is
// deleted here: every dialog is cancelled.

/** Opens a row's deletion dialog; checks the look of both buttons; answers the dialog. */
async function openDeletion(page: Page, trigger: Locator) {
  await expect(trigger).toHaveClass(/\bborder-destructive\b/);
  await expect(trigger).toHaveClass(/\btext-destructive\b/);
  await trigger.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  const confirm = dialog.locator('[data-destructive]');
  await expect(confirm).toHaveClass(/\bbg-destructive\b/);
  return dialog;
}

async function cancel(dialog: Locator) {
  await dialog.getByRole('button', { name: /ยกเลิก|Cancel|取消/ }).click();
  await expect(dialog).toBeHidden();
}

test('deleting a category or a lawyer says what is deleted, in th, en and zh, with destructive buttons', async ({
  page,
}) => {
  await useAdminSession(page);
  const expected = {
    th: {
      category: ['คำค้น', 'ประเภทคดีที่ผูกไว้', 'ทนายความและคำถามจะไม่ถูกลบ', 'กู้คืนไม่ได้'],
      lawyer: ['รีวิว', 'คำตอบที่เผยแพร่', 'ปฏิทิน', 'ทนายความคนอื่น', 'บัญชีผู้ใช้ที่เชื่อมไว้ยังอยู่', 'กู้คืนไม่ได้'],
    },
    en: {
      category: ['keywords', 'linked case types', 'no lawyer or question is deleted', 'cannot be undone'],
      lawyer: [
        'reviews',
        'published answers',
        'calendar',
        'other lawyers',
        'user account stays',
        'cannot be undone',
      ],
    },
    zh: {
      category: ['关键词', '关联的案件类型', '律师和问题不会被删除', '无法撤销'],
      lawyer: ['评价', '已发布的回答', '日程', '其他律师', '用户账户会保留', '无法撤销'],
    },
  };
  for (const [lang, texts] of Object.entries(expected)) {
    await page.goto(`/${lang}/admin/cases`);
    const category = page.getByTestId('category-row').first();
    const name = (await category.locator('th span').first().textContent())?.trim() ?? '';
    let dialog = await openDeletion(page, category.locator('button[aria-label]').last());
    await expect(dialog.getByTestId('confirm-description')).toContainText(name);
    for (const text of texts.category)
      await expect(dialog.getByTestId('confirm-description')).toContainText(text);
    await cancel(dialog);

    await page.goto(`/${lang}/admin/lawyers`);
    const lawyer = page.getByTestId('admin-lawyer-row').first();
    dialog = await openDeletion(page, lawyer.locator('button[aria-label]').last());
    for (const text of texts.lawyer)
      await expect(dialog.getByTestId('confirm-description')).toContainText(text);
    await cancel(dialog);
  }
  await page.goto('/th/admin/cases');
  await expect(page.getByTestId('category-row').first()).toBeVisible();
});

test('deleting one’s account lists what is deleted beside a destructive button', async ({ browser }) => {
  const member = await signedIn(browser, 'member@tanai.example', 'tanai-member');
  for (const [lang, texts] of [
    ['th', ['ไฟล์ที่อัปโหลด', 'การนัดหมาย', 'คำตอบที่เผยแพร่', 'รีวิว']],
    ['en', ['uploaded files', 'appointments', 'public answers', 'Reviews']],
    ['zh', ['上传的文件', '预约', '公开回答', '评价']],
  ] as const) {
    await member.goto(`/${lang}/account`);
    const section = member.locator('section[aria-labelledby="account-delete"]');
    for (const text of texts) await expect(section).toContainText(text);
    await expect(section.locator('button[type="submit"]')).toHaveClass(/\bbg-destructive\b/);
  }
  await member.context().close();
});
