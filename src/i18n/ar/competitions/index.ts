import type { NamespaceCompetitionsTranslation } from '../../i18n-types.js';

const ar_competitions = {
  title: 'المسابقات',
  intro: 'يتنافس الموظفون على منتجات أو فئات مختارة؛ تحرّك مبيعات نقطة البيع الترتيب مباشرة.',
  search: 'ابحث عن المنتجات والفئات',
  more: 'عرض المزيد',
  none: 'لا توجد مسابقات بعد.',
  create: 'بدء المسابقة',
  name: 'الاسم',
  metric: 'العدّ حسب',
  metrics: {
    QUANTITY: 'الكمية المباعة',
    AMOUNT: 'المبلغ المباع',
  },
  startsAt: 'تبدأ',
  endsAt: 'تنتهي',
  products: 'المنتجات',
  categories: 'الفئات',
  venue: 'الفرع',
  allVenues: 'كل الفروع',
  phases: {
    UPCOMING: 'قادمة',
    RUNNING: 'جارية',
    FINISHED: 'منتهية',
  },
  leaderboard: 'لوحة الصدارة',
  rank: 'المركز',
  seller: 'الموظف',
  quantity: 'الكمية',
  amount: 'المبلغ',
  empty: 'لا توجد مبيعات بعد.',
  fullScreen: 'ملء الشاشة',
  exitFullScreen: 'الخروج من ملء الشاشة',
  open: 'عرض لوحة الصدارة',
  started: 'بدأت {name}.',
  live: 'مباشر',
  errors: {
    checkFields: 'تحقق من الحقول المحددة.',
    required: 'هذا الحقل مطلوب.',
    invalid: 'هذه القيمة غير صالحة.',
    tooLong: 'هذا طويل جدًا.',
    period: 'يجب أن تكون النهاية بعد البداية.',
    targets: 'اختر منتجًا أو فئة واحدة على الأقل.',
    venue: 'اختر أحد فروعك.',
  },
} satisfies NamespaceCompetitionsTranslation;

export default ar_competitions;
