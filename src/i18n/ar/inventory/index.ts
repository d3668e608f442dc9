import type { NamespaceInventoryTranslation } from '../../i18n-types.js';

const ar_inventory = {
  page: {
    title: 'المخزون',
    venue: 'الفرع',
    search: 'البحث عن المنتجات',
    lowOnly: 'المخزون المنخفض فقط',
    none: 'لا يوجد تتبع للمخزون في هذا الفرع بعد. سجّل توريدًا أو جردًا للبدء.',
    count: '{count} {{منتج|منتجات}}',
    more: 'عرض المزيد',
    saved: 'تم الحفظ',
  },
  columns: {
    product: 'المنتج',
    level: 'في المخزون',
    lowLevel: 'حد المخزون المنخفض',
    status: 'الحالة',
    actions: 'الإجراءات',
  },
  status: {
    inStock: 'متوفر',
    low: 'منخفض',
    soldOut: 'نفد',
  },
  actions: {
    delivery: 'تسجيل توريد',
    count: 'تسجيل جرد',
    history: 'السجل',
    low: 'حد المخزون المنخفض',
  },
  dialog: {
    product: 'المنتج',
    quantity: 'الوحدات المورّدة',
    level: 'الوحدات المعدودة',
    note: 'ملاحظة',
    lowLevel: 'حد المخزون المنخفض (فارغ: بلا تنبيه)',
    save: 'حفظ',
    cancel: 'إلغاء',
    choose: 'اختر منتجًا',
  },
  kinds: {
    SALE: 'بيع',
    RETURN: 'إرجاع',
    DELIVERY: 'توريد',
    COUNT: 'جرد',
    ADJUSTMENT: 'تعديل',
  },
  movements: {
    title: 'الحركات: {product}',
    at: 'متى',
    kind: 'النوع',
    delta: 'التغيير',
    level: 'المستوى',
    who: 'من',
    note: 'ملاحظة',
    none: 'لا توجد حركات بعد.',
  },
  errors: {
    checkFields: 'تحقق من الحقول المحددة.',
    required: 'مطلوب',
    invalid: 'غير صالح',
    tooSmall: 'صغير جدًا',
    tooLarge: 'كبير جدًا',
    tooLong: 'طويل جدًا',
    soldOut: 'نفد {product}.',
  },
} satisfies NamespaceInventoryTranslation;

export default ar_inventory;
