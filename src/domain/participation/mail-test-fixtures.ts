// The date of an activity that the participation mail tests write about, one for all of them.
export const coffeeMorning = {
  activityId: 12,
  title: { nl: 'Koffieochtend', en: 'Coffee morning' },
  day: '2026-12-08',
};
