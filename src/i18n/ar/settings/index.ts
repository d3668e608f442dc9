import type { NamespaceSettingsTranslation } from '../../i18n-types.js';

const ar_settings = {
  title: 'الإعدادات',
  resources: {
    venues: {
      title: 'الفروع',
      tableLabel: 'الفروع',
      create: 'فرع جديد',
      editTitle: 'تعديل {name}',
      count: '{count} {{فرع|فروع}}',
      empty: 'لا توجد فروع بعد.',
      fields: {
        name: 'الاسم',
        legalName: 'الاسم القانوني',
        street: 'الشارع',
        zip: 'الرمز البريدي',
        city: 'المدينة',
        phone: 'الهاتف',
        timezone: 'المنطقة الزمنية',
        accountingCutoff: 'يبدأ اليوم المحاسبي عند',
        staffIdleTimeout: 'تسجيل خروج الموظفين بعد (دقائق)',
        active: 'نشط',
      },
      columns: {
        name: 'الاسم',
        city: 'المدينة',
        timezone: 'المنطقة الزمنية',
        accountingCutoff: 'بداية اليوم',
        active: 'الحالة',
      },
    },
  },
  form: {
    cutoffHint: 'بتنسيق HH:MM بتوقيت الفرع. المبيعات قبل هذا الوقت تُحسب لليوم السابق (05:30 افتراضيًا).',
    idleHint: 'القيمة 0 تُبقي الموظفين مسجلين.',
    timezoneHint: 'مثل Asia/Riyadh.',
    active: 'نشط',
    inactive: 'غير نشط',
  },
  errors: {
    checkFields: 'تحقق من الحقول المميزة.',
    required: 'هذا الحقل مطلوب.',
    invalid: 'هذه القيمة غير صالحة.',
    tooLong: 'النص طويل جدًا.',
    timezone: 'أدخل منطقة زمنية مثل Europe/Stockholm.',
    cutoff: 'أدخل الوقت بتنسيق HH:MM، مثل 05:30.',
    idleTimeout: 'أدخل عددًا صحيحًا من الدقائق بين 0 و240.',
    lastVenue: 'تحتفظ الشركة بفرع واحد على الأقل. أضف فرعًا آخر أولًا.',
  },
} satisfies NamespaceSettingsTranslation;

export default ar_settings;
