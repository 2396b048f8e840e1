// How a console list shows the API's instants and days: in the admin's local time.
import dayjs from 'dayjs';

/** An instant of the API (ISO) as date and time. */
export const formatInstant = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm:ss');

/** An instant of the API (ISO) as its day. */
export const formatDay = (iso: string) => dayjs(iso).format('YYYY-MM-DD');
