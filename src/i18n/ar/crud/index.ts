import type { NamespaceCrudTranslation } from '../../i18n-types.js';

/** The generic list and editor's own texts (src/platform/crud): no area's words here. */
const ar_crud = {
  /** A declared kind's field problems (src/domain/kind.ts), for its form and its API. */
  field: {
    required: 'هذا الحقل مطلوب.',
    tooLong: 'طويل جدًا.',
    invalid: 'هذه القيمة غير صالحة.',
    number: 'أدخل عددًا صحيحًا ضمن النطاق المسموح.',
    unknownReference: 'اختر أحد الخيارات المتاحة.',
  },
  list: {
    /** An on/off column of a declared kind (kindResource). */
    yes: 'نعم',
    no: 'لا',
    filter: 'تصفية',
    filterPlaceholder: 'الاسم يحتوي على…',
    selectAll: 'تحديد كل المعروض',
    selectRow: 'تحديد {name}',
    selected: 'تم تحديد {count}',
    selectMatching: 'تحديد كل العناصر المطابقة وعددها {count}',
    allMatching: 'تم تحديد كل العناصر المطابقة وعددها {count}',
    clearSelection: 'إلغاء التحديد',
    loadingRow: 'جارٍ التحميل…',
    shown: 'عرض {shown} من {total}',
    showing: 'عرض {name}',
    bulkDelete: 'حذف المحدد',
    bulkApply: 'تطبيق',
    bulkDone: 'تم تغيير {count} {{سجل|سجلات}}',
    none: 'لا شيء',
    all: 'الكل',
    actions: 'الإجراءات',
  },
  form: {
    save: 'حفظ',
    saving: 'جارٍ الحفظ…',
    create: 'إنشاء',
    cancel: 'إلغاء',
    close: 'إغلاق المحرر',
    delete: 'حذف',
    saved: 'تم حفظ {name}',
    created: 'تم إنشاء {name}',
    deleted: 'تم الحذف',
    notFound: 'هذا السجل غير موجود أو تم حذفه.',
    chooseNone: 'لا شيء',
  },
  suggest: {
    button: 'اقترح ترجمات',
    working: 'جارٍ الاقتراح…',
    done: 'تمت تعبئة الاقتراحات في اللغات الفارغة. راجعها قبل الحفظ.',
    needText: 'اكتب النص بلغة واحدة أولاً (200 حرف كحد أقصى).',
    notConfigured:
      'اقتراحات النص متوقفة: لم يتم إعداد أي مزوّد للنصوص. اضبط TEXT_COMPLETION_API_URL و TEXT_COMPLETION_API_KEY على الخادم.',
    failed: 'لم يستجب مزوّد النصوص. حاول مرة أخرى بعد قليل.',
  },
  conflict: {
    title: 'حفظ شخص آخر قبلك',
    body: 'غيّر شخص آخر هذا السجل أثناء تعديلك له. أعد التحميل لرؤية نسخته، أو استبدلها بنسختك.',
    reload: 'تحميل نسخته',
    overwrite: 'الاستبدال بنسختي',
  },
  deleteDialog: {
    title: 'حذف {name}؟',
    titleMany: 'حذف {count} {{سجل|سجلات}}؟',
    body: 'لا يمكن التراجع عن ذلك.',
    usedIn: 'لا يزال مستخدمًا في:',
    usedInMany: 'لا تزال مستخدمة في:',
    confirmUsed: 'الحذف على أي حال',
    confirm: 'حذف',
    usageKinds: {
      MENU: 'القائمة {name}',
      POS_LAYOUT: 'تخطيط نقطة البيع {name}',
      UPSELL: 'البيع الإضافي {name}',
      PRODUCT: 'المنتج {name}',
      CATEGORY: 'الفئة {name}',
    },
    more: 'و{count} أخرى',
  },
  errors: {
    checkFields: 'تحقق من الحقول المميزة.',
    somethingWrong: 'حدث خطأ ما. حاول مرة أخرى.',
  },
} satisfies NamespaceCrudTranslation;

export default ar_crud;
