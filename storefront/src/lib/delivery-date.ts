import { dayMonthText } from './shop-time';

/**
 * The gateway's one delivery estimate (a shop day, "YYYY-MM-DD") as the shopper reads it:
 * "7 December". Noon UTC names the same calendar day in every zone from UTC−11 to UTC+11.
 */
export const deliveryDayText = (day: string): string => dayMonthText.format(new Date(`${day}T12:00:00Z`));
