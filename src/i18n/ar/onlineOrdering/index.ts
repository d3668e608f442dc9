import type { NamespaceOnlineOrderingTranslation } from '../../i18n-types.js';

const ar_onlineOrdering = {
  page: {
    title: 'الطلب من الطاولة',
    intro:
      'يمسح الضيوف رمز QR على طاولتهم، ويرون القائمة مع مسببات الحساسية ويطلبون؛ ويدفعون على الطاولة. تصل الطلبات بالمصدر App إلى الطلبات ومراقبة الطاولات وشاشة المطبخ.',
    venue: 'الفرع',
    enabled: 'الطلب من الطاولة مفعّل',
    menu: 'القائمة',
    menuAuto: 'حسب جدول القائمة (الخدمة على الطاولة)',
    noMenus: 'لا توجد قائمة للخدمة على الطاولة مرتبطة بهذا الفرع. اربط قائمة من صفحة القوائم.',
    save: 'حفظ',
    saved: 'تم الحفظ',
    qr: 'رموز QR (PDF)',
    qrFile: 'رموز-qr-{venue}.pdf',
    empty: 'لا توجد فروع.',
  },
  pdf: {
    title: 'امسح واطلب – {venue}',
    table: 'طاولة {code}',
    hint: 'امسح واطلب وادفع على الطاولة.',
    noTables: 'لا توجد طاولات في هذا الفرع بعد.',
  },
  guest: {
    title: '{venue} – طاولة {table}',
    loading: 'جارٍ تحميل القائمة…',
    closed: 'لا نستقبل الطلبات من الطاولة الآن.',
    allergens: 'مسببات الحساسية',
    add: 'أضف {item}',
    remove: 'أزل واحدًا من {item}',
    inCart: '{count} في الطلب',
    cart: 'طلبك',
    empty: 'لم تختر شيئًا بعد.',
    total: 'المجموع',
    place: 'أرسل الطلب',
    placing: 'جارٍ الإرسال…',
    placed: 'شكرًا! الطلب {number} في طريقه إلى المطبخ. تدفع على الطاولة.',
    failed: 'تعذّر إرسال الطلب. حاول مرة أخرى.',
    payAtTable: 'تدفع على الطاولة.',
  },
  errors: {
    unknownTable: 'هذه الطاولة لا تستقبل الطلبات. اطلب المساعدة من الموظفين.',
    closed: 'الفرع لا يستقبل الطلبات من الطاولة الآن.',
    notOnMenu: 'هذا الطبق غير موجود في القائمة الآن.',
    throttled: 'طلبات كثيرة جدًا من هذه الطاولة. انتظر بضع دقائق ثم حاول مرة أخرى.',
    menuNotLinked: 'اختر قائمة خدمة على الطاولة من هذا الفرع.',
    required: 'مطلوب',
    invalid: 'قيمة غير صالحة',
    checkFields: 'تحقق من الحقول المعلّمة.',
  },
} satisfies NamespaceOnlineOrderingTranslation;

export default ar_onlineOrdering;
