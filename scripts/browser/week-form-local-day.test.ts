import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { signIn, useBrowser } from './browser.ts';

/**
 * "Log a week" offers the week the apprentice is in where they are. Sunday evening in Pittsburgh
 * is already Monday in UTC: the form once offered the week starting tomorrow, so a week's hours
 * logged on its last evening went to a week not yet begun. Only reads the form: no week is sent.
 */
const { newPage } = useBrowser();
const APPRENTICE = 'student.workforce@demo.pathcraft.test';
// Sunday 22 November 2026, 8 pm in Pittsburgh (EST, UTC-5): 01:00 on Monday 23 November in UTC.
const SUNDAY_EVENING = new Date('2026-11-23T01:00:00Z');

describe('the week form on a Sunday evening', () => {
  it.each([375, 1280])('offers the week that is ending, not the one starting tomorrow (%i px)', async (width) => {
    const page = await newPage({ timezoneId: 'America/New_York' });
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, APPRENTICE, '/');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.clock.setFixedTime(SUNDAY_EVENING);
    await page.goto('/account');
    const week = page.getByLabel('Week starting (Monday)');
    await week.waitFor();
    expect(await week.inputValue()).toBe('2026-11-16');
    // The newest week it lets one pick is that one too.
    expect(await week.getAttribute('max')).toBe('2026-11-16');
    await expectAccessible(page, `/account at ${width} px`);
  });
});
